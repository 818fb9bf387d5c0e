import Foundation

/// The window's blocking progress overlay ("Loading..."). Stands in for `MBProgressHUD`, which the seed
/// apps show over the whole window.
///
/// Owned by the ``Window``; ``Window/render()`` prints it while it is visible.
@MainActor
public final class HUD {
    /// Whether the overlay is showing.
    public private(set) var isVisible = false

    /// The message shown while visible; nil when hidden.
    public private(set) var message: String?

    /// The screen that showed the overlay through ``ViewController/showHUD(_:)``, so that only it hides it.
    weak var owner: ViewController?

    init() {}

    /// Shows the overlay with a message (replacing the message if it is already showing).
    public func show(_ message: String) {
        self.message = message
        isVisible = true
        owner = nil
    }

    /// Hides the overlay and forgets its message.
    public func hide() {
        message = nil
        isVisible = false
        owner = nil
    }
}
