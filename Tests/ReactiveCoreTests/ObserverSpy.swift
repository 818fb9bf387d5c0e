import ReactiveCore

/// Records every value an observation delivers, in order.
@MainActor
final class ObserverSpy<Value> {
    private(set) var values: [Value] = []

    /// The closure to hand to `observe`; it captures the spy strongly, like a typical observer.
    var record: @MainActor (Value) -> Void {
        { self.values.append($0) }
    }
}
