import Model
import TestSupport
import Testing

@testable import VIPER

/// The results use case alone, in entities — photo ids and counts, never rows — reporting to an output spy: counts
/// are fetched and reported, a failure is reported to no one, and a cancelled request reports nothing. The async use
/// case runs in a task the test starts, as the presenter's would, and cancels, as a row leaving would; the Flickr spy
/// is completed by hand.
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
        #expect(output.loaded == [.init(photoID: photoID, metadata: counts.metadata)])
    }

    @Test("S9: a failed count request is reported to no one")
    func failureIsReportedToNoOne() async {
        let (interactor, output, flickr) = makeSUT()

        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(429)))
        await request.waitForEnd()

        #expect(output.loaded.isEmpty)
    }

    @Test("S9: cancelled before its answer, the count request is cancelled and reports nothing")
    func cancelledRequestIsCancelledAndReportsNothing() async {
        let (interactor, output, flickr) = makeSUT()
        let request = Task { [photoID] in await interactor.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        request.cancel()
        await request.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [photoID])
        #expect(output.loaded.isEmpty)
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

        #expect(output.loaded.isEmpty)
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
