import ReactiveCore

/// Records every value a view model output sends, so a test can state the whole history.
///
/// Observing a property records its current value first, then every change; observing a signal
/// records only what it sends afterwards. Like a view's bindings, its observations end when it goes: an
/// observed derived output keeps its sources alive until then (ReactiveCore rule 18).
@MainActor
final class OutputRecorder<Value> {
    private(set) var values: [Value] = []
    private let token = Lifetime.Token()

    init(_ signal: Signal<Value>) {
        token.lifetime += signal.observe { [weak self] in self?.values.append($0) }
    }

    init<Source: PropertyProtocol<Value>>(_ property: Source) {
        token.lifetime += property.observe { [weak self] in self?.values.append($0) }
    }
}
