import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// What a cell of this style must get right: it shows its row through the tracked handler the controller gives it for
/// that row, which reuse drops, so a reused cell follows its new row and never its old one. Proven through the cells of
/// a window's results list; Flickr answers counts by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ReusedCellTests {
    @Test("S7: a row's counts show on its cell when they arrive, and on no other")
    func countsShowOnTheRowsCellWhenTheyArrive() async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 3)
        )
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        #expect(list.visibleCells.map(\.detailText) == (0..<10).map { $0 == 3 ? ResultsFixtures.someCounts.text : nil })
        await failAll(of: flickr, in: window)
    }

    @Test("S7: a row scrolled out before its counts arrive never shows them on the cell that took its place")
    func lateAnswerForAReusedCellIsDropped() async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let cellOfRowZero = try #require(list.cellForRow(at: 0))

        list.scroll(toRow: 10)
        // The answer comes before the cancellation reaches the service: a late one.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount)

        #expect(list.row(for: cellOfRowZero) != nil)
        #expect(list.visibleCells.allSatisfy { $0.detailText == nil })
        await failAll(of: flickr, in: window)
    }

    @Test("S7: a reused cell follows its new row only: its old row's counts show on the cell that shows that row now")
    func reusedCellFollowsItsNewRowOnly() async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let firstCellOfRowZero = try #require(list.cellForRow(at: 0))
        // Down and back up: row 0 comes back on another cell, and its first cell shows a row further down.
        for top in [5, 15, 0] {
            list.scroll(toRow: top)
            await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount)
        }
        let cellOfRowZero = try #require(list.cellForRow(at: 0))
        let rowOfTheFirstCell = try #require(list.row(for: firstCellOfRowZero))

        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        #expect(cellOfRowZero !== firstCellOfRowZero)
        #expect(rowOfTheFirstCell != 0)
        #expect(cellOfRowZero.detailText == ResultsFixtures.someCounts.text)
        #expect(firstCellOfRowZero.detailText == nil)
        await failAll(of: flickr, in: window)
    }

    // MARK: - Private

    /// A window showing the results screen of `results`, handed to the leak tracker, and the Flickr spy its rows ask.
    private func open(_ results: FlickrSearchResults) -> (window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let window = Window(
            rootViewController: ResultsViewController(results: results, environment: .testing(flickr: flickr)))
        trackForLeaks(window)
        return (window, flickr)
    }

    /// Fails every counts request still waiting (the window's work in flight: this search has no next page), so the
    /// test ends with no work in flight.
    private func failAll(of flickr: FlickrServiceSpy, in window: Window) async {
        let waiting = window.work.pendingCount
        await flickr.waitForMetadataRequest(pending: waiting)
        for _ in 0..<waiting {
            flickr.completeMetadata(with: .failure(FlickrError.httpStatus(500)))
        }
        await window.settle()
    }
}
