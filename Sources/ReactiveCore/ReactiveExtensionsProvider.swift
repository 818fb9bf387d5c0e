/// An object that offers reactive extensions through ``reactive`` (ReactiveSwift's shape).
public protocol ReactiveExtensionsProvider: AnyObject {}

extension ReactiveExtensionsProvider {
    /// This object's reactive extensions: the binding targets and signals added in extensions of
    /// ``Reactive`` constrained on its type.
    public var reactive: Reactive<Self> {
        Reactive(self)
    }
}
