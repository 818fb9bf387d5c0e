import Model
import StoreCore
import TestSupport
import Testing

@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SendTests {
    @Test("send reduces the action, and the observers render the new state, before it returns")
    func sendIsSynchronous() {
        let store = makeSUT()
        let view = RenderSpy<[String]>()
        store.observe(\.self, by: view, RenderSpy.record)

        store.send("tap")

        #expect(store.state == ["tap"])
        #expect(view.rendered == [[], ["tap"]])
    }

    @Test(
        "an action an observer sends as it renders is reduced after the current one, and every observer sees each state"
    )
    func anObserversActionIsQueued() {
        let store = makeSUT()
        let toast = RenderSpy<[String]>()
        let view = RenderSpy<[String]>()
        // Renders first, and tells the store it showed the tap, as a view that shows a toast once says so.
        store.observe(\.self, by: toast) { [weak store] _, log in
            if log.last == "tap" { store?.send("toast shown") }
        }
        store.observe(\.self, by: view, RenderSpy.record)

        store.send("tap")

        #expect(store.state == ["tap", "toast shown"])
        // Reduced in a nested way, "toast shown" would reach this later observer before "tap" did.
        #expect(view.rendered == [[], ["tap"], ["tap", "toast shown"]])
    }

    @Test("actions an effect sends before its first suspension are reduced after the action that started it, in order")
    func anEffectsImmediateActionsAreQueued() {
        let store = makeSUT { action in
            action == "tap"
                ? .run { send in
                    send("first")
                    send("second")
                } : .none
        }
        let view = RenderSpy<[String]>()
        store.observe(\.self, by: view, RenderSpy.record)

        store.send("tap")

        #expect(store.state == ["tap", "first", "second"])
        #expect(view.rendered == [[], ["tap"], ["tap", "first"], ["tap", "first", "second"]])
    }

    @Test("send returns nil when the action starts no effect")
    func noEffectNoTask() {
        let store = makeSUT()

        let work = store.send("typed")

        #expect(work == nil)
    }

    @Test("the task send returns ends when the effect's work, and the work of the actions it sent back, has ended")
    func theTaskCoversTheWorkOfActionsSentBack() async {
        let flickr = FlickrServiceSpy()
        let store = makeSUT { action in
            switch action {
            case "tap":
                .run { send in
                    _ = try? await flickr.metadata(photoID: "1")
                    send("answered")
                }
            case "answered":
                .run { send in
                    _ = try? await flickr.metadata(photoID: "2")
                    send("saved")
                }
            default: .none
            }
        }
        var events: [String] = []
        let view = RenderSpy<String?>()
        store.observe(\.last, by: view) { _, action in events.append("reduced \(action ?? "nothing")") }

        let work = store.send("tap")
        let waiting = Task {
            await work?.waitForEnd()
            events.append("work ended")
        }
        await flickr.waitForMetadataRequest(forPhotoID: "1")
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: "1")
        await flickr.waitForMetadataRequest(forPhotoID: "2")
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: "2")
        await waiting.value

        #expect(events == ["reduced nothing", "reduced tap", "reduced answered", "reduced saved", "work ended"])
    }

    @Test("an action sent while the store handles another returns nil; its work is in the task the first send returns")
    func aQueuedActionsWorkIsInTheFirstTask() async {
        let flickr = FlickrServiceSpy()
        let store = makeSUT { action in
            action == "shown"
                ? .run { send in
                    _ = try? await flickr.metadata(photoID: "1")
                    send("answered")
                } : .none
        }
        let view = RenderSpy<[String]>()
        var queuedWork: Task<Void, Never>??
        store.observe(\.self, by: view) { [weak store] _, log in
            if log.last == "tap" { queuedWork = store?.send("shown") }
        }

        let work = store.send("tap")
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await work?.waitForEnd()

        #expect(queuedWork == .some(nil))
        #expect(store.state == ["tap", "shown", "answered"])
    }

    @Test("cancelling the task send returned cancels all the work the action started, which sends nothing more")
    func cancellingTheTaskCancelsTheWork() async throws {
        let flickr = FlickrServiceSpy()
        let counts = { (photoID: String) -> Effect<String> in
            .run { send in
                do {
                    _ = try await flickr.metadata(photoID: photoID)
                    send("answered \(photoID)")
                } catch {
                    send("failed \(photoID)")
                }
            }
        }
        let store = makeSUT { action in
            action == "tap" ? .merge(counts("1"), counts("2")) : .none
        }

        let work = store.send("tap")
        await flickr.waitForMetadataRequest(pending: 2)
        work?.cancel()
        await flickr.waitForMetadataCancellation(count: 2)

        // Required before waiting for the work: work that was not cancelled would never end.
        try #require(flickr.cancelledMetadataRequests.sorted() == ["1", "2"])
        await work?.waitForEnd()
        #expect(store.state == ["tap"])
    }

    // MARK: - Private

    private func makeSUT(
        effect: @escaping @MainActor (String) -> Effect<String> = { _ in .none },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Store<[String], String> {
        let store = Store.log(effect: effect)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return store
    }
}
