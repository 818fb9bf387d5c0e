/// The results screen's behaviours (S3's results part, S7, S9, S8), one requirement per behaviour.
///
/// Every style's results suite conforms at the layer where its style proves behaviour — MVC through the controller and
/// its widgets in a window, MVP on the presenter with a view spy, VIPER on the presenter with an interactor spy, the
/// MVVMs on the view model, Unidirectional with the test store, the MVVMs with their row view models too — so a
/// behaviour missing or renamed in one style does not compile. Each requirement's documentation is its `@Test` name,
/// the same in every suite (`.ci/parallel-check` compares them), and its data comes from ``ResultsFixtures``; the
/// Flickr spy is completed by hand.
@MainActor
public protocol ResultsSpec {
    /// "S3: the results screen is titled with the search text and shows the summary"
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) async throws

    /// "S3: one row per photo shows its title, Untitled for none, and its thumbnail"
    func oneRowPerPhotoShowsItsTitleAndThumbnail() async throws

    /// "S3: no photos found shows an empty list and asks for no counts"
    func noPhotosFoundShowsAnEmptyList() async throws

    /// "S7: a row that becomes visible shows its photo's favourites and comments"
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async throws

    /// "S7: a late answer for a row that left the viewport is dropped: no visible row shows it"
    func lateAnswerForARowThatLeftIsDropped() async throws

    /// "S9: a row that leaves the viewport before its counts arrive cancels their request"
    func rowLeavingTheViewportCancelsItsRequest() async throws

    /// "S9: counts are fetched once per photo: scrolling back shows them at once, with no new request"
    func countsAreFetchedOncePerPhoto() async throws

    /// "S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again"
    func failedCountsAreRetriedWhenTheRowShowsAgain() async throws

    /// "S8: released with counts in flight, the screen cancels every request and shows nothing more"
    func releasedWithCountsInFlightCancelsEveryRequest() async throws
}
