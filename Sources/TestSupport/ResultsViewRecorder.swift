/// Records everything a presenter tells the results screen — its states, the rows to show again and the rows a page
/// added — so the shared scenarios read the screen without a widget.
///
/// Generic over the module's own view state: MVP's and VIPER's test targets make it their passive `ResultsView` with
/// one conditional conformance.
@MainActor
public final class ResultsViewRecorder<State: ResultsViewStateProtocol> {
    /// Every state displayed, in order.
    public private(set) var states: [State] = []
    /// Every row the view was told to show again, in order.
    public private(set) var reloadedRows: [Int] = []
    /// Every range of rows the view was told a page added at the end of the list, in order.
    public private(set) var insertedRows: [Range<Int>] = []

    /// Called with the rows a page added, after they are recorded: a scenario sets it to show them as a list shorter
    /// than its screen would, at once.
    public var rowsInserted: (Range<Int>) -> Void = { _ in }

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records `state` as displayed.
    public func display(_ state: State) {
        states.append(state)
    }

    /// Records that `row` was to be shown again.
    public func reloadRow(_ row: Int) {
        reloadedRows.append(row)
    }

    /// Records that `rows` were added at the end of the list.
    public func insertRows(_ rows: Range<Int>) {
        insertedRows.append(rows)
        rowsInserted(rows)
    }
}
