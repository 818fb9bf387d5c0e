import Model
import TestSupport
import Testing

@testable import VIPER

/// The results spec, proven on the module below the view: the presenter over its real interactor, with a recording
/// view, recording rows for the cells and a Flickr spy, completed by hand. The scenarios are TestSupport's, the same
/// MVP's presenter passes. ``ResultsInteractorTests`` proves the interactor on its own. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsModuleTests: ResultsSpec {
    private let scenarios = ResultsPresenterScenarios(makeSUT: Self.makeSUT)

    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        scenarios.resultsAreTitledWithTheSearchTextAndSummarised(summary)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        scenarios.oneRowPerPhotoShowsItsTitleAndThumbnail()
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() {
        scenarios.noPhotosFoundShowsAnEmptyList()
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        await scenarios.visibleRowShowsItsPhotosCounts(counts)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        await scenarios.lateAnswerForARowThatLeftIsDropped()
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        await scenarios.rowLeavingTheViewportCancelsItsRequest()
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        await scenarios.countsAreFetchedOncePerPhoto()
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        await scenarios.failedCountsAreRetriedWhenTheRowShowsAgain()
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async {
        await scenarios.releasedWithCountsInFlightCancelsEveryRequest()
    }

    // MARK: - System under test

    /// The module below the view over `results` and its doubles, leak-tracked; ``ResultsModulePagingTests`` builds its
    /// own here.
    static func makeSUT(
        results: FlickrSearchResults
    ) -> (presenter: ResultsPresenter, view: ResultsViewRecorder<ResultsViewState>, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let interactor = ResultsInteractor(flickr: flickr)
        let presenter = ResultsPresenter(results: results, interactor: interactor)
        let view = ResultsViewRecorder<ResultsViewState>()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view)
        return (presenter, view, flickr)
    }
}

extension ResultsPresenter: ResultsPresenterInputs {
    /// The presenter's own `configure(_:forRow:)`, handed a recording row; public only because it meets a requirement
    /// of TestSupport's public protocol.
    public func configure(_ rowView: ResultRowRecorder<ResultRowState>, forRow row: Int) {
        configure(rowView as any ResultRowView, forRow: row)
    }
}
extension ResultsViewState: ResultsPagingStateProtocol {}
extension ResultRowState: ResultRowStateProtocol {}
extension ResultsViewRecorder: ResultsView where State == ResultsViewState {}
extension ResultRowRecorder: ResultRowView where RowState == ResultRowState {}
