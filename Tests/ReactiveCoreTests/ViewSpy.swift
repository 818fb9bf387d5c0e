import ReactiveCore

/// A view-like object with a lifetime: records what bindings set on it.
@MainActor
final class ViewSpy {
    private let token = Lifetime.Token()
    private(set) var isButtonEnabledHistory: [Bool] = []
    let canary = Canary()

    /// Binds to `isButtonEnabled`; the binding captures the view weakly and a canary strongly, so a
    /// test can tell whether the binding's closure was freed.
    var isButtonEnabled: BindingTarget<Bool> {
        BindingTarget(lifetime: token.lifetime) { [weak self, canary] value in
            _ = canary
            self?.isButtonEnabledHistory.append(value)
        }
    }
}
