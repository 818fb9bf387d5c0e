/// A view-like observer: records every value the store renders into it, in order.
@MainActor
final class RenderSpy<Value> {
    private(set) var rendered: [Value] = []

    /// The render to hand to `observe(_:by:_:)`: it is given the spy, so it captures nothing.
    static var record: @MainActor (RenderSpy, Value) -> Void {
        { spy, value in spy.rendered.append(value) }
    }
}
