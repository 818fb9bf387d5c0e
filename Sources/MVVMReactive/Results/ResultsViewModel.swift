import Model

/// What the results screen shows: its title, the summary, and a row view model per row.
///
/// The MVVM-reactive view model: ``ResultsViewController`` owns it, shows its title and summary (which never change,
/// so nothing is bound) and asks it for each row's view model as the list configures cells. It makes a row's view model the first time the row shows and keeps it for the
/// screen's life — where the row's counts are kept — so a page of 10,000 photos costs nothing per photo until its row
/// shows. It knows no widget.
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let results: FlickrSearchResults
    private let flickr: any FlickrService

    // MARK: - State

    /// The view model of every row asked for so far, by row.
    private var rows: [Int: ResultRowViewModel] = [:]

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
        title = results.searchString
        summary = results.summary
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    let title: String

    /// "12,345 results", "1 result", or "No photos found".
    let summary: String

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
