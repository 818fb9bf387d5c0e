import Model
import TestSupport
import Testing

@testable import VIPER

/// The results use case alone, reporting to an output spy: counts are fetched when asked, kept, fetched at most
/// once, cancelled on request or when the interactor goes, and failures are not remembered.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsInteractorTests {
    @Test("S7: the counts of a row's photo are fetched, kept and reported")
    func countsAreFetchedKeptAndReported() async {
        let (interactor, output, flickr) = makeSUT()

        let request = interactor.loadCounts(forRow: 2)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 2)])
        #expect(output.loadedRows == [2])
        #expect(interactor.counts(forRow: 2) == ResultsFixtures.someCounts.metadata)
        #expect(interactor.loadCounts(forRow: 2) == nil)
    }

    @Test("S9: a failure is not reported or kept, and the next request asks again")
    func failureIsNotKept() async {
        let (interactor, output, flickr) = makeSUT()
        let request = interactor.loadCounts(forRow: 0)
        await flickr.waitForMetadataRequest()

        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(429)))
        await request?.waitForEnd()
        let retry = interactor.loadCounts(forRow: 0)

        #expect(output.loadedRows.isEmpty)
        #expect(interactor.counts(forRow: 0) == nil)
        #expect(retry != nil)
        retry?.cancel()
        await retry?.waitForEnd()
    }

    @Test("S9: cancelling a row's counts cancels its request, and a late answer is not kept")
    func cancellingARowsCounts() async {
        let (interactor, output, flickr) = makeSUT()
        let request = interactor.loadCounts(forRow: 0)
        await flickr.waitForMetadataRequest()

        interactor.cancelCounts(forRow: 0)
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(output.loadedRows.isEmpty)
        #expect(interactor.counts(forRow: 0) == nil)
    }

    @Test("S8: released with requests in flight, the interactor cancels them all")
    func releasedCancelsEveryRequest() async {
        var (interactor, output, flickr): (ResultsInteractor?, _, _) = makeSUT()
        let requests = (0..<3).map { interactor?.loadCounts(forRow: $0) }
        await flickr.waitForMetadataRequest(pending: 3)

        interactor = nil
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(flickr.cancelledMetadataRequests.count == 3)
        #expect(output.loadedRows.isEmpty)
    }

    // MARK: - Private

    private func makeSUT() -> (
        interactor: ResultsInteractor, output: ResultsInteractorOutputSpy, flickr: FlickrServiceSpy
    ) {
        let flickr = FlickrServiceSpy()
        let interactor = ResultsInteractor(results: ResultsFixtures.threeScreensOfPhotos, flickr: flickr)
        let output = ResultsInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr)
    }
}
