import Model
import StoreCore

/// Everything the results screen knows and does: the results, each photo's counts, the next page, and the reducer.
///
/// The unidirectional feature: ``ResultsViewController``'s `Store` runs ``reduce(_:_:)``; a row's counts are an effect
/// cancellable by its photo id, the next page one of its own. It never touches a cell.
struct ResultsFeature {
    // MARK: - Dependencies

    let flickr: any FlickrService

    // MARK: - State

    /// What the results screen shows, and the one flag that refuses a second page request while one loads.
    struct State: Equatable {
        /// The pages loaded so far, as one answer: its text, the first page's total, every page's photos, in order.
        var results: FlickrSearchResults
        /// Each photo's detail text ("12 favourites · 3 comments") once its counts arrived, by photo id: a row's own
        /// state, found by the photo it shows and never by its position, so no other row can show it.
        var details: [String: String] = [:]
        /// Where the next page stands, which ``more`` says: the end asks for it only when it is not already loading.
        var nextPage = NextPage.idle
        /// The rows the last page appended, which the view inserts below the rows it shows; nil until a page arrives.
        /// No two pages append the same rows, so unlike a tip it needs no acknowledgement.
        var appendedRows: Range<Int>?

        /// The screen's title: the text that was searched for.
        var title: String { results.searchString }

        /// "12,345 results", "1 result", or "No photos found": the first answer's total, however many pages arrive.
        var summary: String { results.summary }

        /// The photos of the pages loaded, one per row.
        var photos: [FlickrPhoto] { results.photos }

        /// What the end of the list says: "Loading more…" while the next page loads, "Couldn't load more photos."
        /// after it failed, nil (nothing to show) otherwise.
        var more: String? {
            switch nextPage {
            case .idle: nil
            case .loading: ResultsTexts.loadingMore
            case .failed: ResultsTexts.loadMoreFailed
            }
        }

        /// Where the next page stands.
        enum NextPage: Equatable {
            /// None is on its way, and the last one did not fail.
            case idle
            /// It is on its way: reaching the end again asks for nothing.
            case loading
            /// It failed: the rows stay, and reaching the end again asks again.
            case failed
        }
    }

    // MARK: - Action

    /// What happened: the list's events for a row, named as in every style, and the answers the effects send back.
    enum Action: Equatable {
        /// The row at `index` is about to show; the last row is the end of the list.
        case rowWillDisplay(at: Int)
        /// The row at `index` has left the screen.
        case rowDidEndDisplaying(at: Int)
        /// Flickr answered a photo's counts; the detail text to show.
        case countsLoaded(photoID: String, detail: String)
        /// Flickr could not answer a photo's counts: its row stays empty, and asks again when it shows again.
        case countsFailed(photoID: String)
        /// Flickr answered the next page.
        case pageLoaded(FlickrSearchResults)
        /// Flickr could not answer the next page: the end says so, and asks again when it is reached again.
        case pageFailed
    }

    /// The id of one photo's counts request: cancelling it cancels that photo's request only.
    struct CountsRequest: Hashable {
        let photoID: String
    }

    /// The id of the next page's request, apart from every row's: one at a time, so one id, and a test that ends
    /// with it still running is told which work that is.
    struct PageRequest: Hashable {}

    // MARK: - Reducer

    /// Changes `state` for `action` and returns the work it needs done; runs nothing itself.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .rowWillDisplay(let index):
            let photoID = state.photos[index].id
            let counts = state.details[photoID] == nil ? loadCounts(of: photoID) : .none
            guard index == state.photos.count - 1 else { return counts }
            return .merge(counts, startNextPage(&state))
        case .rowDidEndDisplaying(let index):
            return .cancel(id: CountsRequest(photoID: state.photos[index].id))
        case .countsLoaded(let photoID, let detail):
            state.details[photoID] = detail
            return .none
        case .countsFailed:
            return .none
        case .pageLoaded(let page):
            state.appendedRows = state.photos.count..<state.photos.count + page.photos.count
            state.results = state.results.appending(page)
            state.nextPage = .idle
            return .none
        case .pageFailed:
            state.nextPage = .failed
            return .none
        }
    }

    // MARK: - Effects

    /// Asks Flickr for `photoID`'s counts and sends back the detail text, or the failure. Cancellable by the photo's
    /// id; a request already running for it is cancelled first (a row shown again restarts it). A cancelled request
    /// sends nothing: its late answer is no one's.
    private func loadCounts(of photoID: String) -> Effect<Action> {
        .run(id: CountsRequest(photoID: photoID), cancelInFlight: true) { [flickr] send in
            do {
                let metadata = try await flickr.metadata(photoID: photoID)
                send(.countsLoaded(photoID: photoID, detail: metadata.summary))
            } catch {
                send(.countsFailed(photoID: photoID))
            }
        }
    }

    /// Asks Flickr for `page` of the search for `text`, both read from the state when the end was reached, and sends
    /// back the page, or the failure. No row's departure cancels it, only the store's going: a page that arrives for a
    /// screen that is gone is no one's, and sends nothing.
    private func loadPage(_ page: Int, of text: String) -> Effect<Action> {
        .run(id: PageRequest()) { [flickr] send in
            do {
                let results = try await flickr.search(text, page: page)
                send(.pageLoaded(results))
            } catch {
                send(.pageFailed)
            }
        }
    }

    // MARK: - Private

    /// Asks for the page after the last one loaded, unless Flickr has no more or one is already on its way.
    private func startNextPage(_ state: inout State) -> Effect<Action> {
        guard state.results.hasMorePages, state.nextPage != .loading else { return .none }
        state.nextPage = .loading
        return loadPage(state.results.page + 1, of: state.results.searchString)
    }
}
