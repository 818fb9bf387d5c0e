import Foundation

/// One row's cell: a title, a subtitle and a thumbnail. Stands in for `UITableViewCell` in its
/// `.subtitle` style (`textLabel`, `detailTextLabel`, `imageView`).
///
/// A ``ListView`` owns its cells and reuses them: a cell that scrolls out of sight shows another row
/// next, so whatever arrives late for a cell must check it still shows the same row
/// (``ListView/row(for:)``). Deliberate difference: a cell is not a ``View``, so look-ups never find it.
@MainActor
public final class ListCell {
    /// The main text (`textLabel.text`).
    public var text: String?

    /// The secondary text (`detailTextLabel.text`).
    public var detailText: String?

    /// The thumbnail's URL, or nil for the placeholder.
    public var imageURL: URL?

    /// Creates an empty cell; lists create their own, this is for tests that configure one directly.
    public init() {}

    /// Clears the cell before it shows another row; the list calls it when it reuses the cell.
    public func prepareForReuse() {
        text = nil
        detailText = nil
        imageURL = nil
    }
}
