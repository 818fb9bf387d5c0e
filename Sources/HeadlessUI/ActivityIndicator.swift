import Foundation

/// A spinner that is either animating or stopped. Stands in for `UIActivityIndicatorView`.
///
/// Deliberate difference: it does not hide itself when stopped (`hidesWhenStopped`); ``Window/render()``
/// prints "animating" or "stopped".
@MainActor
public final class ActivityIndicator: View {
    /// Whether the spinner is spinning.
    public private(set) var isAnimating = false

    /// Creates a stopped activity indicator with an optional identifier.
    override public init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Starts spinning.
    public func startAnimating() {
        isAnimating = true
    }

    /// Stops spinning.
    public func stopAnimating() {
        isAnimating = false
    }

    override var renderedState: [String] {
        [isAnimating ? "animating" : "stopped"]
    }
}
