import ReactiveCore

/// Records every value a view model output sends, so a test can state the whole history.
///
/// Observing a property records its current value first, then every change; observing a signal
/// records only what it sends afterwards. The output keeps the recorder's closure, never the reverse.
@MainActor
final class OutputRecorder<Value> {
    private(set) var values: [Value] = []

    init(_ signal: Signal<Value>) {
        signal.observe { [weak self] in self?.values.append($0) }
    }

    init(_ property: Property<Value>) {
        property.observe { [weak self] in self?.values.append($0) }
    }
}
