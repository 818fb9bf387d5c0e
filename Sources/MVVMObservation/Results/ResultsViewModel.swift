import Model
import Observation

/// Decides what the results screen shows: its title, the summary, and a view model for each row that shows.
///
/// The MVVM view model of the screen, observed: ``ResultsViewController`` owns it and reads its outputs in its tracked
/// `updateProperties()` (its title and summary are the search's and never change, so that pass is never run again);
/// it owns the ``ResultRowViewModel`` of every row shown so far, created the first time the row is asked for and kept
/// for the life of the screen, so a row's counts are fetched at most once and a page of 10,000 photos costs nothing
/// per photo until its row shows. Each row view model owns its own counts request; they all go, and cancel, when this
/// view model goes. It never touches a widget and knows nothing of HeadlessUI.
@Observable
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let results: FlickrSearchResults
    private let flickr: any FlickrService

    // MARK: - State

    /// The view model of every row asked for so far, by row. A cache, not an output: Observation ignores it, so a
    /// row made while a pass runs (a screen pushed from another's pass loads its rows) is not tracked by that pass.
    @ObservationIgnored private var rows: [Int: ResultRowViewModel] = [:]

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    var title: String { results.searchString }

    /// "12,345 results", "1 result", or "No photos found".
    var summary: String { results.summary }

    /// How many rows the list has: one per photo of the page.
    var numberOfRows: Int { results.photos.count }

    /// The view model of `row`: created the first time the row is asked for, the same one ever after.
    func row(at row: Int) -> ResultRowViewModel {
        if let rowViewModel = rows[row] {
            return rowViewModel
        }
        let rowViewModel = ResultRowViewModel(photo: results.photos[row], flickr: flickr)
        rows[row] = rowViewModel
        return rowViewModel
    }
}
