/// Records every value a view model's output closure emits, in order.
///
/// A test binds it where the view controller binds a widget, through a closure that holds the recorder weakly as the
/// controller's closures hold the controller (`viewModel.onGreetingChange = { [weak greetings] in
/// greetings?.record($0) }`), and never unbinds it, so it hears everything the view model says.
@MainActor
final class ClosureRecorder<Value> {
    /// Every value emitted, in order.
    private(set) var values: [Value] = []

    /// Records `value` as emitted.
    func record(_ value: Value) {
        values.append(value)
    }
}
