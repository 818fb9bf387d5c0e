import Model
import StoreCore
import TestSupport
import Testing

@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct EffectTests {
    @Test("an effect's work starts before send returns: its request has reached the service")
    func workStartsAtOnce() {
        let (store, flickr) = makeSUT()

        store.send(.rowAppeared(photoID: "1"))

        // No waiting on purpose: the contract is that the request was made during the send.
        #expect(flickr.metadataRequests == ["1"])
    }

    @Test("the actions an effect sends back are reduced as they arrive")
    func actionsSentBackAreReduced() async {
        let (store, flickr) = makeSUT()

        let work = store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await work?.waitForEnd()

        #expect(store.state.favourites == ["1": 12])
    }

    @Test("cancel(id:) cancels the work, and a late answer changes nothing")
    func cancelledWorkSendsNothing() async {
        let server = LateServerStub()
        let store = Store.log { action in
            switch action {
            case "load": .run(id: "load") { send in send("answer: \(await server.answer())") }
            case "cancel": .cancel(id: "load")
            default: .none
            }
        }
        trackForLeaks(store)

        let work = store.send("load")
        store.send("cancel")
        await work?.waitForEnd()

        // The work sent its late answer after it was cancelled; the store took none of it.
        #expect(store.state == ["load", "cancel"])
    }

    @Test("cancel(id:) cancels every piece of work started with that id, and only that")
    func cancelByIDCancelsOnlyThatID() async {
        let flickr = FlickrServiceSpy()
        let store = Store.log { action in
            switch action {
            case "a":
                .merge(
                    .run(id: "a") { _ in _ = try? await flickr.metadata(photoID: "1") },
                    .run(id: "a") { _ in _ = try? await flickr.metadata(photoID: "2") }
                )
            case "b": .run(id: "b") { _ in _ = try? await flickr.metadata(photoID: "3") }
            case "cancel a": .cancel(id: "a")
            default: .none
            }
        }
        trackForLeaks(store)
        store.send("a")
        let b = store.send("b")
        await flickr.waitForMetadataRequest(pending: 3)

        store.send("cancel a")
        await flickr.waitForMetadataCancellation(count: 2)

        #expect(Set(flickr.cancelledMetadataRequests) == ["1", "2"])
        #expect(flickr.pendingMetadataRequests == ["3"])
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await b?.waitForEnd()
    }

    @Test(
        "work restarted with cancelInFlight cancels the same id's work already running; without it, both run",
        arguments: [true, false]
    )
    func cancelInFlightRestarts(cancelInFlight: Bool) async {
        let flickr = FlickrServiceSpy()
        var photoID = 0
        let store = Store.log { _ in
            photoID += 1
            return .run(id: "counts", cancelInFlight: cancelInFlight) { [photoID] _ in
                _ = try? await flickr.metadata(photoID: "\(photoID)")
            }
        }
        trackForLeaks(store)

        let first = store.send("row shown")
        let second = store.send("row shown again")
        await flickr.waitForMetadataRequest(forPhotoID: "2")
        if cancelInFlight {
            await flickr.waitForMetadataCancellation()
        }

        #expect(flickr.cancelledMetadataRequests == (cancelInFlight ? ["1"] : []))
        #expect(flickr.pendingMetadataRequests == (cancelInFlight ? ["2"] : ["1", "2"]))
        for _ in flickr.pendingMetadataRequests {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        }
        await first?.waitForEnd()
        await second?.waitForEnd()
    }

    @Test("merge does its effects' work in order: a cancel before a run of the same id leaves the new work running")
    func mergeKeepsOrder() async {
        let flickr = FlickrServiceSpy()
        let store = Store.log { action in
            switch action {
            case "start": .run(id: "search") { _ in _ = try? await flickr.metadata(photoID: "1") }
            case "restart":
                .merge(
                    .cancel(id: "search"),
                    .run(id: "search") { _ in _ = try? await flickr.metadata(photoID: "2") }
                )
            default: .none
            }
        }
        trackForLeaks(store)
        store.send("start")

        let restarted = store.send("restart")
        await flickr.waitForMetadataCancellation()

        #expect(flickr.cancelledMetadataRequests == ["1"])
        #expect(flickr.pendingMetadataRequests == ["2"])
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await restarted?.waitForEnd()
    }

    @Test("releasing the store frees it at once, though its work runs, and cancels that work")
    func releasingTheStoreCancelsItsWork() async {
        let flickr = FlickrServiceSpy()
        var store: Store? = Store(
            initialState: RowCountsFeature.State(), reducer: RowCountsFeature(flickr: flickr).reduce)
        weak let releasedStore = store
        let work = store?.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()

        store = nil

        #expect(releasedStore == nil)
        await work?.waitForEnd()
        #expect(flickr.cancelledMetadataRequests == ["1"])
    }

    // MARK: - Private

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (store: Store<RowCountsFeature.State, RowCountsFeature.Action>, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let store = Store(initialState: RowCountsFeature.State(), reducer: RowCountsFeature(flickr: flickr).reduce)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr)
    }
}
