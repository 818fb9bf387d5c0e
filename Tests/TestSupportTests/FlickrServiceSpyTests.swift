import Model
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FlickrServiceSpyTests {
    @Test("a search is observed as pending until the test completes it, then delivers the results")
    func searchPendingThenCompleted() async throws {
        let spy = FlickrServiceSpy()

        let search = Task { try await spy.search("tatras") }
        await spy.waitForSearchRequest()

        #expect(spy.searchRequests == ["tatras"])
        #expect(spy.pendingSearchCount == 1)

        spy.completeSearch(with: .success(.sample("tatras", count: 2)))

        #expect(try await search.value.photos.map(\.id) == ["1", "2"])
        #expect(spy.pendingSearchCount == 0)
    }

    @Test("a search failure is delivered as thrown")
    func searchFailure() async {
        let spy = FlickrServiceSpy()

        let search = Task { try await spy.search("tatras") }
        await spy.waitForSearchRequest()
        spy.completeSearch(with: .failure(FlickrError.httpStatus(429)))

        await #expect(throws: FlickrError.httpStatus(429)) { try await search.value }
    }

    @Test("metadata completes the request for the given photo, or else the oldest")
    func metadataByPhotoID() async throws {
        let spy = FlickrServiceSpy()
        let first = Task { try await spy.metadata(photoID: "1") }
        await spy.waitForMetadataRequest()
        let second = Task { try await spy.metadata(photoID: "2") }
        await spy.waitForMetadataRequest(pending: 2)

        spy.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 2, comments: 0)), forPhotoID: "2")

        #expect(try await second.value == FlickrPhotoMetadata(favourites: 2, comments: 0))
        #expect(spy.pendingMetadataCount == 1)

        spy.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 1, comments: 5)))

        #expect(try await first.value == FlickrPhotoMetadata(favourites: 1, comments: 5))
        #expect(spy.metadataRequests == ["1", "2"])
        #expect(spy.pendingMetadataCount == 0)
    }

    @Test("searches and metadata are counted apart")
    func separateQueues() async {
        let spy = FlickrServiceSpy()

        let metadata = Task { try await spy.metadata(photoID: "7") }
        await spy.waitForMetadataRequest()

        #expect(spy.pendingSearchCount == 0)
        #expect(spy.searchRequests.isEmpty)

        spy.completeMetadata(with: .failure(FlickrError.unreadableResponse))
        await #expect(throws: FlickrError.unreadableResponse) { try await metadata.value }
    }

    @Test("both waits, once suspended, return when their task is cancelled")
    func waitsReturnOnCancellation() async {
        let spy = FlickrServiceSpy()

        let searchWait = startedUntilSuspended { await spy.waitForSearchRequest() }
        let metadataWait = startedUntilSuspended { await spy.waitForMetadataRequest(pending: 3) }
        searchWait.cancel()
        metadataWait.cancel()
        await searchWait.value
        await metadataWait.value

        #expect(spy.pendingSearchCount == 0)
        #expect(spy.pendingMetadataCount == 0)
    }

    @Test("completing metadata for a photo with no pending request records an issue and leaves the request pending")
    func completingTheWrongPhotoRecordsAnIssue() async {
        let spy = FlickrServiceSpy()
        let load = Task { try await spy.metadata(photoID: "1") }
        await spy.waitForMetadataRequest()

        withKnownIssue("the test completes a photo that was never asked for") {
            spy.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 0, comments: 0)), forPhotoID: "2")
        }

        #expect(spy.pendingMetadataCount == 1)
        load.cancel()
        _ = try? await load.value
        #expect(spy.cancelledMetadataRequests == ["1"])
    }

    @Test("the stub answers at once with its canned results")
    func stub() async throws {
        let stub = FlickrServiceStub(search: .success(.sample("cats", count: 4)), metadata: .failure(.invalidAPIKey))

        #expect(try await stub.search("anything").photos.count == 4)
        await #expect(throws: FlickrError.invalidAPIKey) { try await stub.metadata(photoID: "1") }
    }
}
