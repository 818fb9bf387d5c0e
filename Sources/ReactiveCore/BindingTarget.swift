/// Somewhere a binding (`target <~ source`) delivers values: an action and the lifetime that ends it.
///
/// Widgets get theirs from the layer that knows them (MVVMReactive's `button.reactive.isEnabled`), each
/// holding its widget weakly and ending with the widget's lifetime:
/// `BindingTarget(lifetime: lifetime) { [weak button] in button?.isEnabled = $0 }`.
@MainActor
public struct BindingTarget<Value> {
    /// Bindings into this target end when this lifetime ends.
    public let lifetime: Lifetime
    /// Called with every value the source sends while the binding lasts.
    public let action: @MainActor (Value) -> Void

    /// A target that calls `action` until `lifetime` ends.
    public init(lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
    }
}
