import StoreCore

/// Observes a store as a view does and records every value the store renders into it, in order: a test's stand-in
/// for a screen that has been released, to prove its store shows nothing more once it is gone.
@MainActor
final class RenderRecorder<Value: Equatable> {
    /// Every value rendered, in order: the current one when observing began, then each change.
    private(set) var rendered: [Value] = []

    /// Observes `value` in `store`, which holds the recorder weakly, as it holds a view controller.
    init<State, Action>(_ value: @escaping @MainActor (State) -> Value, in store: Store<State, Action>) {
        store.observe(value, by: self) { recorder, value in recorder.rendered.append(value) }
    }
}
