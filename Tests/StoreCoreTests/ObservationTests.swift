import HeadlessUI
import Model
import StoreCore
import TestSupport
import Testing

@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ObservationTests {
    @Test("an observer renders the current value at once, then only values that changed")
    func rendersCurrentValueThenChanges() {
        let store = makeSUT()
        let view = RenderSpy<Bool>()
        store.observe(\.isEmpty, by: view, RenderSpy.record)

        store.send("a")
        store.send("b")

        #expect(view.rendered == [true, false])
    }

    @Test("observers render in the order they started observing")
    func rendersInObservationOrder() {
        let store = makeSUT()
        var log: [String] = []
        let views = [RenderSpy<Int>(), RenderSpy<Int>(), RenderSpy<Int>()]
        for (name, view) in zip(["first", "second", "third"], views) {
            store.observe(\.count, by: view) { _, count in log.append("\(name) \(count)") }
        }

        store.send("a")

        #expect(log == ["first 0", "second 0", "third 0", "first 1", "second 1", "third 1"])
    }

    @Test("an observation never keeps its observer alive, and ends when the observer goes")
    func observationEndsWithItsObserver() {
        let store = makeSUT()
        var view: RenderSpy<Int>? = RenderSpy<Int>()
        weak let releasedView = view
        var rendered: [Int] = []
        store.observe(\.count, by: view!) { _, count in rendered.append(count) }

        view = nil
        store.send("a")

        #expect(releasedView == nil)
        #expect(rendered == [0])
    }

    @Test("releasing the store frees its observations' renders")
    func releasingTheStoreFreesItsObservations() {
        var store: Store? = makeSUT()
        let view = RenderSpy<Int>()
        var canary: Canary? = Canary()
        weak let releasedCanary = canary
        store?.observe(\.count, by: view) { [canary] _, _ in _ = canary }
        canary = nil

        store = nil

        #expect(releasedCanary == nil)
    }

    @Test("a row observed by its photo id renders only that row's state, and stops when its cell shows another row")
    func aRowObservedByIDNeverRendersIntoAnotherRow() async {
        let flickr = FlickrServiceSpy()
        let store = Store(initialState: RowCountsFeature.State(), reducer: RowCountsFeature(flickr: flickr).reduce)
        trackForLeaks(store)
        let cell = ListCell()
        show("1", in: cell, from: store)
        let first = store.send(.rowAppeared(photoID: "1"))

        // The cell is reused for photo 2 before photo 1's counts arrive, and photo 1's request is not cancelled.
        cell.prepareForReuse()
        show("2", in: cell, from: store)
        let second = store.send(.rowAppeared(photoID: "2"))
        await flickr.waitForMetadataRequest(pending: 2)
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 111, comments: 0)), forPhotoID: "1")
        await first?.waitForEnd()

        #expect(store.state.favourites == ["1": 111])
        #expect(cell.detailText == nil)
        flickr.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 222, comments: 0)), forPhotoID: "2")
        await second?.waitForEnd()
        #expect(cell.detailText == "222")
    }

    // MARK: - Private

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> Store<[String], String> {
        let store = Store.log()
        trackForLeaks(store, sourceLocation: sourceLocation)
        return store
    }

    /// What a results screen does to show a row in a cell: renders the row's state, found by its photo id, observed
    /// by an object the cell keeps for this row only — the cell lets it go when it is reused.
    private func show(
        _ photoID: String,
        in cell: ListCell,
        from store: Store<RowCountsFeature.State, RowCountsFeature.Action>
    ) {
        store.observe(\.favourites[photoID], by: cell.attachment { RowObserver() }) { [weak cell] _, favourites in
            cell?.detailText = favourites.map(String.init)
        }
    }

    /// Kept by a cell for the row it shows, and released when the cell shows another: the observer of that row.
    private final class RowObserver {}
}
