import Observation

/// The source of the Observation rows: one `@Observable` property, as an MVVMObservation view model's output is.
@Observable
@MainActor
final class ObservedValue: ValueSource {
    var value = 0
}
