import Foundation

/// Hears what happens to a ``ListView``'s rows. Stands in for `UITableViewDelegate`; every method has an
/// empty default, like UIKit's optional ones.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// A row is about to appear, shown by `cell` (`tableView(_:willDisplay:forRowAt:)`).
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int)

    /// A row left the viewport; `cell` goes back to the reuse pool next
    /// (`tableView(_:didEndDisplaying:forRowAt:)`).
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int)

    /// The user selected a row (`tableView(_:didSelectRowAt:)`).
    func listView(_ listView: ListView, didSelectRow row: Int)
}

extension ListViewDelegate {
    /// Does nothing.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {}

    /// Does nothing.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {}

    /// Does nothing.
    public func listView(_ listView: ListView, didSelectRow row: Int) {}
}
