import Foundation

/// One row's cell: a title, a subtitle and a thumbnail. Stands in for `UITableViewCell` in its
/// `.subtitle` style (`textLabel`, `detailTextLabel`, `imageView`).
///
/// A ``ListView`` owns its cells and reuses them: a cell that scrolls out of sight shows another row
/// next, so whatever arrives late for a cell must check it still shows the same row
/// (``ListView/row(for:)``), or be tied to the cell's current row through ``attachment(_:)``, which reuse
/// releases. A cell can also keep itself current with its row's `@Observable` model through
/// ``configurationUpdateHandler``, tracked like a view controller's `updateProperties()`. Deliberate difference: a
/// cell is not a ``View``, so look-ups never find it.
@MainActor
public final class ListCell {
    /// The main text (`textLabel.text`).
    public var text: String?

    /// The secondary text (`detailTextLabel.text`).
    public var detailText: String?

    /// The thumbnail's URL, or nil for the placeholder.
    public var imageURL: URL?

    /// Fills the cell from its row's model, tracked (UIKit's `configurationUpdateHandler`, which iOS 26 runs inside
    /// observation tracking as it does `updateProperties()`).
    ///
    /// Set it when the data source configures the cell for a row: it runs at once, inside `withObservationTracking`,
    /// and again at the window's next flush point once anything `@Observable` it read has changed, while the cell shows
    /// a row of a list in a window. Reuse removes it (``prepareForReuse()``) and drops its tracking, so a reused cell
    /// follows its new row and never its old one. It receives the cell to fill: capture the row's model, not the
    /// cell, and never strongly the controller or data source, which owns the list that owns the cell.
    ///
    /// Deliberate differences: UIKit keeps the handler across reuse and passes a configuration state; HeadlessUI's
    /// lists always configure a reused cell again, and cells have no state to pass.
    public var configurationUpdateHandler: (@MainActor (ListCell) -> Void)? {
        didSet {
            UpdatePass.stopTracking(self)
            if configurationUpdateHandler != nil {
                UpdatePass.run(self)
            }
        }
    }

    /// The list showing this cell, whose window and rows say whether the cell is on screen.
    weak var listView: ListView?

    var needsUpdatePass = false
    var trackingGeneration: UInt32 = 0

    /// What other layers attached to this cell for its current row, at most one object per type (see
    /// ``attachment(_:)``).
    private var attachments = View.Attachments.none

    /// Creates an empty cell; lists create their own, this is for tests that configure one directly.
    public init() {}

    /// Asks for ``configurationUpdateHandler`` to run again at its window's next flush point, for a change Observation
    /// cannot see (UIKit's `setNeedsUpdateConfiguration()`); does nothing without a handler.
    public func setNeedsUpdateConfiguration() {
        guard configurationUpdateHandler != nil else { return }
        UpdatePass.setNeedsUpdate(self)
    }

    /// The object of type `Object` attached to this cell for the row it shows, made with `make` the first time
    /// it is asked for.
    ///
    /// One object per type, like ``View/attachment(_:)``, but kept for the current row only: released when the
    /// cell is prepared for reuse (and when the cell goes). Whatever it holds for a row — the lifetime that
    /// ends the cell's bindings to that row — ends when the cell moves to another row, which is
    /// `rac_prepareForReuseSignal`'s job in ReactiveCocoa. The cell owns the object, so the object must not own
    /// the cell.
    public func attachment<Object: AnyObject>(_ make: () -> Object) -> Object {
        // Made outside any access to `attachments`: `make` may attach something else.
        if let attached = attachments.object(of: Object.self) { return attached }
        let object = make()
        attachments.add(object)
        return object
    }

    /// Clears the cell before it shows another row, and releases what was attached for the row it showed and its
    /// ``configurationUpdateHandler`` (with its tracking); the list calls it when it reuses the cell.
    public func prepareForReuse() {
        attachments = .none
        if configurationUpdateHandler != nil {
            configurationUpdateHandler = nil
        }
        text = nil
        detailText = nil
        imageURL = nil
    }
}

extension ListCell: UpdatePassTarget {
    var windowForUpdatePass: Window? {
        guard configurationUpdateHandler != nil, let listView, listView.row(for: self) != nil else { return nil }
        return listView.window
    }

    func runUpdatePass() {
        configurationUpdateHandler?(self)
    }
}
