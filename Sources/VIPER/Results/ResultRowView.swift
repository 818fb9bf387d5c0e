/// One result row as the presenter sees it: something that shows the row it is given.
///
/// A list's reusable cell implements it (``ListCell`` in this module), so the presenter fills a cell without
/// knowing one; tests put a spy in its place.
@MainActor
protocol ResultRowView: AnyObject {
    /// Shows `row`: title, thumbnail and counts.
    func display(_ row: ResultRowState)
}
