/// What the results scenarios drive: the results presenter's inputs, as its view controller calls them for the list.
///
/// MVP's and VIPER's presenters adopt it in their test targets; `configure(_:forRow:)` is their own
/// `configure(_:forRow:)` handed a ``ResultRowRecorder``. `rowWillDisplay(at:)` follows the async-input contract: it
/// returns a task that ends when the work it started has ended — the row's counts and, at the last row, the next page
/// (S10) — which the presenter owns and a caller may only wait for, or nil.
@MainActor
public protocol ResultsPresenterInputs: AnyObject {
    /// The module's own row state.
    associatedtype RowState: ResultRowStateProtocol

    /// How many rows the list has.
    var numberOfRows: Int { get }
    /// The screen has loaded.
    func viewDidLoad()
    /// `row` is about to appear; returns a task that ends when the work it started has ended, or nil.
    func rowWillDisplay(at row: Int) -> Task<Void, Never>?
    /// `row` has left the screen.
    func rowDidEndDisplaying(at row: Int)
    /// Fills `rowView` with what `row` shows now, as the list has the presenter fill a cell.
    func configure(_ rowView: ResultRowRecorder<RowState>, forRow row: Int)
}
