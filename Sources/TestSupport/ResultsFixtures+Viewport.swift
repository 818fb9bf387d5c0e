import HeadlessUI

extension ResultsFixtures {
    /// How many rows the results list shows at once (HeadlessUI's default viewport), for the suites that scroll a real
    /// list. Kept out of ``ResultsFixtures`` itself, so the fixtures a presenter or view model suite reads know no
    /// widget.
    public static let visibleRowCount = ListView.defaultVisibleRowCount
}
