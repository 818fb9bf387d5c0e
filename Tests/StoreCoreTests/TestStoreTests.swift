import Model
import StoreCore
import TestSupport
import Testing

/// The test store's own tests: it passes a test that accounts for everything, and fails one that does not — each
/// failure is asserted with `withKnownIssue`, so a test store that stopped failing would fail these tests.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct TestStoreTests {
    @Test("a test that asserts every action's whole state, and receives every action sent back, passes")
    func aTestThatAccountsForEverythingPasses() async {
        let (store, flickr) = makeSUT()

        store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await store.receive(.countsLoaded(photoID: "1", favourites: 12)) { $0.favourites["1"] = 12 }
        store.send(.rowAppeared(photoID: "1"))

        #expect(store.state.favourites == ["1": 12])
    }

    @Test("a wrong expected state fails the test, showing the lines that differ")
    func aWrongExpectedStateFails() async {
        let (store, flickr) = makeSUT()
        store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))

        await withKnownIssue {
            await store.receive(.countsLoaded(photoID: "1", favourites: 12)) { $0.favourites["1"] = 5 }
        } matching: { issue in
            let lines = Self.message(of: issue).split(separator: "\n")
            return lines.contains { $0.hasPrefix("- ") && $0.hasSuffix("value: 5") }
                && lines.contains { $0.hasPrefix("+ ") && $0.hasSuffix("value: 12") }
        }
    }

    @Test("a test that ends with an action sent back and not received fails")
    func anUnreceivedActionFailsTheTest() async {
        let flickr = FlickrServiceSpy()

        await withKnownIssue {
            let (store, _) = makeSUT(flickr: flickr)
            let work = store.send(.rowAppeared(photoID: "1"))
            await flickr.waitForMetadataRequest()
            flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
            await work?.waitForEnd()
        } matching: { issue in
            Self.message(of: issue).contains("ended before it received countsLoaded")
        }
    }

    @Test("a test that ends with an effect still running fails, and the effect is cancelled")
    func aRunningEffectFailsTheTest() async {
        let flickr = FlickrServiceSpy()

        await withKnownIssue {
            let (store, _) = makeSUT(flickr: flickr)
            store.send(.rowAppeared(photoID: "1"))
            await flickr.waitForMetadataRequest()
        } matching: { issue in
            Self.message(of: issue).contains("effect(s) still running")
        }

        await flickr.waitForMetadataCancellation()
        #expect(flickr.cancelledMetadataRequests == ["1"])
    }

    @Test("receiving an action other than the one sent back fails the test")
    func receivingTheWrongActionFails() async {
        let (store, flickr) = makeSUT()
        store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(429)))

        await withKnownIssue {
            await store.receive(.countsLoaded(photoID: "1", favourites: 12))
        } matching: { issue in
            Self.message(of: issue).contains("but received countsFailed")
        }
    }

    @Test("receiving when no effect is running fails at once: no action can come")
    func receivingWithNoEffectRunningFails() async {
        let (store, _) = makeSUT()

        await withKnownIssue {
            await store.receive(.countsLoaded(photoID: "1", favourites: 12))
        } matching: { issue in
            Self.message(of: issue).contains("no effect is running")
        }
    }

    @Test("a receive still waiting when the test is cancelled (its time limit) fails instead of hanging")
    func aReceiveCancelledWhileWaitingFails() async {
        let (store, flickr) = makeSUT()
        store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()

        await withKnownIssue {
            let waiting = Task { await store.receive(.countsLoaded(photoID: "1", favourites: 12)) }
            waiting.cancel()
            await waiting.value
        } matching: { issue in
            Self.message(of: issue).contains("cancelled while effects still ran")
        }

        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await store.receive(.countsLoaded(photoID: "1", favourites: 12)) { $0.favourites["1"] = 12 }
    }

    @Test("sending an action before receiving the actions sent back fails the test, once")
    func sendingBeforeReceivingFails() async {
        let (store, flickr) = makeSUT()
        let work = store.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await work?.waitForEnd()

        withKnownIssue {
            store.send(.rowLeft(photoID: "1"))
        } matching: { issue in
            Self.message(of: issue).contains("before the test received countsLoaded")
        }

        // It carries on from the state the unreceived action left, so the state after rowLeft is no second failure.
        #expect(store.state.favourites == ["1": 12])
    }

    @Test("a test store kept alive past the test, whose end-of-test check never runs, fails the leak check")
    func aTestStoreKeptAliveFailsTheLeakCheck() {
        let tracker = LeakTracker()

        var kept = LeakTracker.$current.withValue(tracker) { Optional(makeSUT().store) }

        withExtendedLifetime(kept) {
            #expect(tracker.survivors.contains { $0.hasPrefix("TestStore<") })
        }
        kept = nil
        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        flickr: FlickrServiceSpy = FlickrServiceSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (store: TestStore<RowCountsFeature.State, RowCountsFeature.Action>, flickr: FlickrServiceSpy) {
        let reducer = RowCountsFeature(flickr: flickr).reduce
        let store = TestStore(initialState: RowCountsFeature.State(), reducer: reducer, sourceLocation: sourceLocation)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr)
    }

    nonisolated private static func message(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }
}
