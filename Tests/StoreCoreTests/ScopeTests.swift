import Model
import StoreCore
import TestSupport
import Testing

/// Composing features: a store scoped to a part of another's state, as an app's screen keeps a store of its own
/// feature over the app's; and an effect scoped to that part, as the app's reducer returns its screens' effects.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ScopeTests {
    @Test("a scoped store holds its part of the state, and renders it when a reduce changes that part only")
    func aScopedStoreRendersItsPart() {
        let (parent, _) = makeSUT(screens: ["a", "b"])
        let screen = scope(parent, to: "a")
        let view = RenderSpy<[String: Int]>()
        screen.observe(\.favourites, by: view, RenderSpy.record)

        parent.send(.screen("a", .countsLoaded(photoID: "1", favourites: 12)))
        parent.send(.screen("b", .countsLoaded(photoID: "1", favourites: 5)))

        #expect(screen.state == RowCountsFeature.State(favourites: ["1": 12]))
        #expect(view.rendered == [[:], ["1": 12]])
    }

    @Test("an action sent to a scoped store is reduced by the parent as its own, and send returns the parent's work")
    func aScopedStoresActionIsTheParents() async {
        let (parent, flickr) = makeSUT(screens: ["a", "b"])
        let screen = scope(parent, to: "a")

        let work = screen.send(.rowAppeared(photoID: "1"))
        #expect(flickr.metadataRequests == ["1"])
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await work?.waitForEnd()

        #expect(parent.state.screens == ["a": RowCountsFeature.State(favourites: ["1": 12]), "b": .init()])
        #expect(screen.state == RowCountsFeature.State(favourites: ["1": 12]))
    }

    @Test("an action a scoped store's observer sends as it renders is queued in the parent, after the current one")
    func aScopedStoresObserverActionIsQueued() {
        let (parent, _) = makeSUT(screens: ["a"])
        let screen = scope(parent, to: "a")
        let acknowledging = RenderSpy<Int?>()
        let view = RenderSpy<[String: Int]>()
        // Answers the first photo's counts with a second photo's, as a view acknowledges a one-off thing it showed.
        screen.observe(\.favourites["1"], by: acknowledging) { [weak screen] _, favourites in
            if favourites != nil { screen?.send(.countsLoaded(photoID: "2", favourites: 7)) }
        }
        screen.observe(\.favourites, by: view, RenderSpy.record)

        screen.send(.countsLoaded(photoID: "1", favourites: 12))

        // Reduced in a nested way, the second photo would reach this later observer before the first did.
        #expect(view.rendered == [[:], ["1": 12], ["1": 12, "2": 7]])
    }

    @Test("a child's effect, scoped, sends its answers back as the parent's actions, and cancels only its part's work")
    func aScopedEffectCancelsOnlyItsPartsWork() async {
        let (parent, flickr) = makeSUT(screens: ["a", "b"])
        parent.send(.screen("a", .rowAppeared(photoID: "1")))
        let b = parent.send(.screen("b", .rowAppeared(photoID: "1")))
        await flickr.waitForMetadataRequest(pending: 2)

        // Both screens' requests run with the id CountsRequest(photoID: "1"); a's own cancel reaches a's only.
        parent.send(.screen("a", .rowLeft(photoID: "1")))
        await flickr.waitForMetadataCancellation()
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await b?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == ["1"])
        #expect(parent.state.screens == ["a": .init(), "b": RowCountsFeature.State(favourites: ["1": 12])])
    }

    @Test("cancelling a part's id cancels all of that part's work, and no other part's")
    func cancellingAPartCancelsAllItsWork() async {
        let (parent, flickr) = makeSUT(screens: ["a", "b"])
        parent.send(.screen("a", .rowAppeared(photoID: "1")))
        parent.send(.screen("a", .rowAppeared(photoID: "2")))
        let b = parent.send(.screen("b", .rowAppeared(photoID: "3")))
        await flickr.waitForMetadataRequest(pending: 3)

        parent.send(.closed("a"))
        await flickr.waitForMetadataCancellation(count: 2)

        #expect(Set(flickr.cancelledMetadataRequests) == ["1", "2"])
        #expect(flickr.pendingMetadataRequests == ["3"])
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 5, comments: 0)))
        await b?.waitForEnd()
        #expect(parent.state.screens == ["b": RowCountsFeature.State(favourites: ["3": 5])])
    }

    @Test("cancelling a part's id cancels its work given no id too, and a late answer changes nothing")
    func cancellingAPartCancelsItsWorkWithoutAnID() async {
        let server = LateServerStub()
        let store = Store.log { action in
            switch action {
            case "load a":
                Effect<String>.run { send in send("answer: \(await server.answer())") }.scope(id: "a") { "a: \($0)" }
            case "close a": .cancel(id: "a")
            default: .none
            }
        }
        trackForLeaks(store)

        let work = store.send("load a")
        store.send("close a")
        await work?.waitForEnd()

        // The work sent its late answer after its part was closed; the store took none of it.
        #expect(store.state == ["load a", "close a"])
    }

    @Test("a scoped store's work is its parent's: it outlives the scoped store, and is cancelled with the parent")
    func aScopedStoresWorkIsCancelledWithTheParent() async {
        let flickr = FlickrServiceSpy()
        var parent: Store? = Store(
            initialState: ScreensFeature.State(screens: ["a": .init()]),
            reducer: ScreensFeature(screen: RowCountsFeature(flickr: flickr)).reduce
        )
        weak let releasedParent = parent
        var screen: Store? = scope(parent!, to: "a")
        weak let releasedScreen = screen
        let first = screen?.send(.rowAppeared(photoID: "1"))
        await flickr.waitForMetadataRequest()

        screen = nil
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 12, comments: 3)))
        await first?.waitForEnd()
        #expect(releasedScreen == nil)
        #expect(parent?.state.screens["a"] == RowCountsFeature.State(favourites: ["1": 12]))

        let second = parent?.send(.screen("a", .rowAppeared(photoID: "2")))
        await flickr.waitForMetadataRequest()
        parent = nil
        await second?.waitForEnd()

        #expect(releasedParent == nil)
        #expect(flickr.cancelledMetadataRequests == ["2"])
    }

    @Test("a scoped store frees with its screen, and the parent renders into it no more")
    func aScopedStoreFreesWithItsScreen() {
        let (parent, _) = makeSUT(screens: ["a"])
        var screen: Store? = scope(parent, to: "a")
        weak let releasedScreen = screen
        let view = RenderSpy<[String: Int]>()
        screen?.observe(\.favourites, by: view, RenderSpy.record)

        screen = nil
        parent.send(.screen("a", .countsLoaded(photoID: "1", favourites: 12)))

        #expect(releasedScreen == nil)
        #expect(view.rendered == [[:]])
        #expect(parent.state.screens["a"] == RowCountsFeature.State(favourites: ["1": 12]))
    }

    @Test("a scoped store whose parent is gone sends nothing, and keeps its last state")
    func aScopedStoreOutlivingItsParentSendsNothing() {
        var parent: Store? = Store(
            initialState: ScreensFeature.State(screens: ["a": .init()]),
            reducer: ScreensFeature(screen: RowCountsFeature(flickr: FlickrServiceSpy())).reduce
        )
        weak let releasedParent = parent
        let screen = scope(parent!, to: "a")
        parent?.send(.screen("a", .countsLoaded(photoID: "1", favourites: 12)))

        parent = nil
        let work = screen.send(.rowAppeared(photoID: "2"))

        #expect(releasedParent == nil)
        #expect(work == nil)
        #expect(screen.state == RowCountsFeature.State(favourites: ["1": 12]))
    }

    @Test("with its part gone, a scoped store keeps its last state and renders nothing; its actions go to the parent")
    func aScopedStoreWhosePartIsGoneKeepsItsLastState() {
        let (parent, _) = makeSUT(screens: ["a"])
        let screen = scope(parent, to: "a")
        parent.send(.screen("a", .countsLoaded(photoID: "1", favourites: 12)))
        let view = RenderSpy<[String: Int]>()
        screen.observe(\.favourites, by: view, RenderSpy.record)

        parent.send(.closed("a"))
        screen.send(.countsLoaded(photoID: "2", favourites: 7))

        #expect(screen.state == RowCountsFeature.State(favourites: ["1": 12]))
        #expect(view.rendered == [["1": 12]])
        // The parent's reducer decided: a screen it no longer has changes nothing.
        #expect(parent.state.screens.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        screens: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (store: Store<ScreensFeature.State, ScreensFeature.Action>, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let state = ScreensFeature.State(screens: Dictionary(uniqueKeysWithValues: screens.map { ($0, .init()) }))
        let store = Store(initialState: state, reducer: ScreensFeature(screen: RowCountsFeature(flickr: flickr)).reduce)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr)
    }

    /// The store of screen `name`, as the screen would keep it, handed to the leak tracker.
    private func scope(
        _ parent: Store<ScreensFeature.State, ScreensFeature.Action>,
        to name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Store<RowCountsFeature.State, RowCountsFeature.Action> {
        let screen = parent.scope(state: { $0.screens[name] }, action: { .screen(name, $0) })
        trackForLeaks(screen, sourceLocation: sourceLocation)
        return screen
    }
}
