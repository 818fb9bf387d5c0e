import Model
import TestSupport
import Testing

@testable import VIPER

/// The results use case alone, in entities — photo ids, counts and search results, never rows — reporting to an
/// output spy: counts are fetched and reported, or their failure; the next page is fetched and reported appended, or
/// its failure; a cancelled request reports nothing. Each runs in a task the test starts, as the presenter's would, and
/// cancels, as a row leaving or the screen going would; the Flickr spy is completed by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsInteractorTests {
    private let photoID = FlickrPhoto.sample(3).id

    @Test("S7: a photo's counts are fetched and reported with its id", arguments: ResultsFixtures.counts)
    func countsAreFetchedAndReported(_ counts: ResultsFixtures.Counts) async {
        let (interactor, output, flickr) = makeSUT()

        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request.waitForEnd()

        #expect(flickr.metadataRequests == [photoID])
        #expect(output.reports == [.countsLoaded(photoID: photoID, metadata: counts.metadata)])
    }

    @Test("S9: a failed count request is reported as failed, with its photo's id")
    func failureIsReportedAsFailed() async {
        let (interactor, output, flickr) = makeSUT()

        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(429)))
        await request.waitForEnd()

        #expect(output.reports == [.countsFailed(photoID: photoID)])
    }

    @Test("S9: cancelled before its answer, the count request is cancelled and reports nothing")
    func cancelledRequestIsCancelledAndReportsNothing() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        request.cancel()
        await request.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [photoID])
        #expect(output.reports.isEmpty)
    }

    @Test("S9: counts that land after their request was cancelled are reported to no one")
    func countsAfterCancellationAreDropped() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        // The answer and the cancellation land in the same turn: the request resumes with its counts, already cancelled.
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        request.cancel()
        await request.waitForEnd()

        #expect(output.reports.isEmpty)
    }

    @Test("S9: a failure that lands after its count request was cancelled is reported to no one")
    func failureAfterCancellationIsDropped() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        // The failure and the cancellation land in the same turn: the request resumes with its error, already
        // cancelled. Reported, it would end the request the row made when it came back.
        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(429)))
        request.cancel()
        await request.waitForEnd()

        #expect(output.reports.isEmpty)
    }

    @Test("S10: the page after the results is asked for and reported appended to them")
    func nextPageIsFetchedAndReportedAppended() async {
        let (interactor, output, flickr) = makeSUT()

        let request = Task { await interactor.loadNextPage(of: ResultsFixtures.firstOfThreePages) }
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await request.waitForEnd()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(
            output.reports == [
                .nextPageLoaded(ResultsFixtures.firstOfThreePages.appending(ResultsFixtures.secondOfThreePages))
            ])
    }

    @Test("S10: a failed page is reported as failed")
    func failedPageIsReported() async {
        let (interactor, output, flickr) = makeSUT()

        let request = Task { await interactor.loadNextPage(of: ResultsFixtures.firstOfThreePages) }
        await flickr.waitForPageRequest()
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        await request.waitForEnd()

        #expect(output.reports == [.nextPageFailed])
    }

    @Test("S11: cancelled before its answer, the page request is cancelled and reports nothing")
    func cancelledPageRequestIsCancelledAndReportsNothing() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { await interactor.loadNextPage(of: ResultsFixtures.firstOfThreePages) }
        await flickr.waitForPageRequest()

        request.cancel()
        await request.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(output.reports.isEmpty)
    }

    @Test("S11: a page that lands after its request was cancelled is reported to no one")
    func pageAfterCancellationIsDropped() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { await interactor.loadNextPage(of: ResultsFixtures.firstOfThreePages) }
        await flickr.waitForPageRequest()

        // The page and the cancellation land in the same turn: the request resumes with its page, already cancelled.
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        request.cancel()
        await request.waitForEnd()

        #expect(output.reports.isEmpty)
    }

    // MARK: - Private

    private func makeSUT() -> (
        interactor: ResultsInteractor, output: ResultsInteractorOutputSpy, flickr: FlickrServiceSpy
    ) {
        let flickr = FlickrServiceSpy()
        let interactor = ResultsInteractor(flickr: flickr)
        let output = ResultsInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr)
    }
}
