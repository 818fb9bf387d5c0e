import Foundation

/// One row's cell: a title, a subtitle and a thumbnail. Stands in for `UITableViewCell` in its
/// `.subtitle` style (`textLabel`, `detailTextLabel`, `imageView`).
///
/// A ``ListView`` owns its cells and reuses them: a cell that scrolls out of sight shows another row
/// next, so whatever arrives late for a cell must check it still shows the same row
/// (``ListView/row(for:)``), or be tied to the cell's current row through ``attachment(_:)``, which reuse
/// releases. Deliberate difference: a cell is not a ``View``, so look-ups never find it.
@MainActor
public final class ListCell {
    /// The main text (`textLabel.text`).
    public var text: String?

    /// The secondary text (`detailTextLabel.text`).
    public var detailText: String?

    /// The thumbnail's URL, or nil for the placeholder.
    public var imageURL: URL?

    /// What other layers attached to this cell for its current row, at most one object per type (see
    /// ``attachment(_:)``).
    private var attachments = View.Attachments.none

    /// Creates an empty cell; lists create their own, this is for tests that configure one directly.
    public init() {}

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

    /// Clears the cell before it shows another row, and releases what was attached for the row it showed;
    /// the list calls it when it reuses the cell.
    public func prepareForReuse() {
        attachments = .none
        text = nil
        detailText = nil
        imageURL = nil
    }
}
