import ReactiveCore

/// Records every value a view model output sends, so a test can state the whole history: a property's current value
/// first, then every change; a signal's later values only. Its observations end when it goes, like a view's bindings.
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
