import Foundation

/// The window's short tips ("Please enter a valid mobile number"). Stands in for the toast helpers of the
/// seed apps (`MBProgressHUD`'s text mode, `UIView+Toast`).
///
/// Deliberate difference: a toast never fades away; every message shown is kept, in order, so tests can
/// read them. Owned by the ``Window``; ``Window/render()`` prints the last one.
@MainActor
public final class Toast {
    /// Every message shown, oldest first.
    public private(set) var messages: [String] = []

    /// The most recent message, or nil if none was shown.
    public var lastMessage: String? {
        messages.last
    }

    init() {}

    /// Shows a message.
    public func show(_ message: String) {
        messages.append(message)
    }
}
