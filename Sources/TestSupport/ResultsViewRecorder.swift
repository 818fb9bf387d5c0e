/// Records everything a presenter tells the results screen — its states and the rows to show again — so the shared
/// scenarios read the screen without a widget.
///
/// Generic over the module's own view state: MVP's and VIPER's test targets make it their passive `ResultsView` with
/// one conditional conformance.
@MainActor
public final class ResultsViewRecorder<State: ResultsViewStateProtocol> {
    /// Every state displayed, in order.
    public private(set) var states: [State] = []
    /// Every row the view was told to show again, in order.
    public private(set) var reloadedRows: [Int] = []

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
}
