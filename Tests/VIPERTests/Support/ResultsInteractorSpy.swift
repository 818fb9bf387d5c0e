import Model
import TestSupport
import Testing

@testable import VIPER

/// A ``ResultsInteractorInput`` standing in for the use case, so the presenter is tested alone: each request for
/// counts or a page is recorded and held until the test completes it, when the spy reports the outcome to its output,
/// as the interactor would; cancelled, it reports nothing.
@MainActor
final class ResultsInteractorSpy: ResultsInteractorInput {
    /// Where the outcome of a completed request is reported: the presenter, as the assembly wires the interactor.
    weak var output: (any ResultsInteractorOutput)?

    private let countsLoads = PendingRequests<String, Result<FlickrPhotoMetadata, any Error>>(
        owner: "ResultsInteractorSpy")
    private let pageLoads = PendingRequests<FlickrSearchResults, Result<FlickrSearchResults, any Error>>(
        owner: "ResultsInteractorSpy")

    /// The photo id of every counts request, in order, completed or not.
    var countsRequests: [String] { countsLoads.all }
    /// The photo ids of the counts requests cancelled while held, in order.
    var cancelledCountsRequests: [String] { countsLoads.cancelled }
    /// The results each next page was asked after, in order, completed or not.
    var pageRequests: [FlickrSearchResults] { pageLoads.all }
    /// The results of the page requests cancelled while held, in order.
    var cancelledPageRequests: [FlickrSearchResults] { pageLoads.cancelled }

    func loadCounts(forPhoto photoID: String) async {
        guard let outcome = try? await countsLoads.enqueue(photoID) else { return }
        switch outcome {
        case .success(let metadata): output?.countsLoaded(metadata, forPhoto: photoID)
        case .failure: output?.countsFailed(forPhoto: photoID)
        }
    }

    func loadNextPage(of results: FlickrSearchResults) async {
        guard let outcome = try? await pageLoads.enqueue(results) else { return }
        switch outcome {
        case .success(let grown): output?.nextPageLoaded(grown)
        case .failure: output?.nextPageFailed()
        }
    }

    /// Returns once at least `count` counts requests are held (at once if they are), or when the calling task is
    /// cancelled.
    func waitForCountsRequest(pending count: Int = 1) async {
        await countsLoads.waitUntilPending(count)
    }

    /// Returns once `count` counts requests have been cancelled, or when the calling task is cancelled.
    func waitForCountsCancellation(count: Int = 1) async {
        await countsLoads.waitUntil { $0.cancelled.count >= count }
    }

    /// Returns once a page request is held (at once if one is), or when the calling task is cancelled.
    func waitForPageRequest() async {
        await pageLoads.waitUntilPending(1)
    }

    /// Returns once a page request has been cancelled, or when the calling task is cancelled.
    func waitForPageCancellation() async {
        await pageLoads.waitUntil { $0.cancelled.count >= 1 }
    }

    /// Ends the oldest held counts request, or the oldest for `photoID` when given: a success reports
    /// `countsLoaded(_:forPhoto:)`, a failure `countsFailed(forPhoto:)`. With none held, records an issue instead.
    func completeCounts(
        with outcome: Result<FlickrPhotoMetadata, any Error>, forPhotoID photoID: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        countsLoads.complete(
            with: .success(outcome), call: "completeCounts(with:forPhotoID:)",
            where: { photoID == nil || $0 == photoID }, sourceLocation: sourceLocation)
    }

    /// Ends the oldest held page request: a success reports `nextPageLoaded(_:)` with `outcome`'s results — those asked
    /// after, the page appended, as the use case grows them — a failure `nextPageFailed()`. With none held, records an
    /// issue instead.
    func completePage(
        with outcome: Result<FlickrSearchResults, any Error>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        pageLoads.complete(with: .success(outcome), call: "completePage(with:)", sourceLocation: sourceLocation)
    }
}
