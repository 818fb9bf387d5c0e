import HeadlessUI
import ReactiveCore

extension Reactive where Base: ActivityIndicator {
    /// Starts animating on `true`, stops on `false`. Holds the indicator weakly; the binding ends when the
    /// indicator goes.
    @MainActor
    var isAnimating: BindingTarget<Bool> {
        weak let indicator = base
        return BindingTarget(lifetime: lifetime) { isAnimating in
            if isAnimating {
                indicator?.startAnimating()
            } else {
                indicator?.stopAnimating()
            }
        }
    }
}
