/// The reactive extensions of an object: `button.reactive.isEnabled`, `view.reactive.lifetime`.
///
/// ReactiveSwift's shape. This library knows no widget: the layer that knows them adds what each one offers
/// in extensions constrained on ``base`` (`extension Reactive where Base: Button { … }`), and objects opt in
/// by conforming to ``ReactiveExtensionsProvider``.
public struct Reactive<Base> {
    /// The object whose extensions these are.
    public let base: Base

    init(_ base: Base) {
        self.base = base
    }
}

/// An object that offers reactive extensions through ``reactive`` (ReactiveSwift's shape).
public protocol ReactiveExtensionsProvider: AnyObject {}

extension ReactiveExtensionsProvider {
    /// This object's reactive extensions: the binding targets and signals added in extensions of
    /// ``Reactive`` constrained on its type.
    public var reactive: Reactive<Self> {
        Reactive(self)
    }
}
