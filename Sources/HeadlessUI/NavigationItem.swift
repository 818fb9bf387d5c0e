import Foundation

/// What a view controller shows in the navigation bar. Stands in for `UINavigationItem`.
///
/// Owned by its ``ViewController``, which it refers to weakly. Deliberate difference: the right bar
/// button is a plain ``Button`` (UIKit's `UIBarButtonItem` is not a view), so it is tapped and looked up
/// like any other widget.
@MainActor
public final class NavigationItem {
    /// The button on the right of the navigation bar, if any.
    public var rightBarButton: Button? {
        didSet {
            oldValue?.hostingController = nil
            rightBarButton?.hostingController = viewController
        }
    }

    weak var viewController: ViewController?

    init() {}
}
