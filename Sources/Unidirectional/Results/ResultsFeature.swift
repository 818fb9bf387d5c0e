import Model
import StoreCore

/// Everything the results screen knows and does: the search's results, each photo's counts once they arrive, and
/// the reducer that asks for them as rows come and go.
///
/// The unidirectional feature: ``ResultsViewController`` owns a `Store` running ``reduce(_:_:)``, sends it the list's
/// events and renders the ``State`` it observes — each cell observing its own row's counts by photo id. The reducer
/// asks Flickr for a photo's counts by returning an effect cancellable by that photo's id: a row that leaves cancels
/// its request, a row shown again restarts it, and the store cancels every one when it goes. A page of 10,000 photos
/// costs nothing per photo until its row shows. The feature is a value holding the Flickr service; it never touches a
/// cell and does not import HeadlessUI.
struct ResultsFeature {
    // MARK: - Dependencies

    let flickr: any FlickrService

    // MARK: - State

    /// What the results screen shows.
    struct State: Equatable {
        /// The search's answer: its text, total and photos, in order.
        let results: FlickrSearchResults
        /// Each photo's detail text ("12 favourites · 3 comments") once its counts arrived, by photo id: a row's own
        /// state, found by the photo it shows and never by its position, so no other row can show it.
        var details: [String: String] = [:]

        /// The screen's title: the text that was searched for.
        var title: String { results.searchString }

        /// "12,345 results", "1 result", or "No photos found".
        var summary: String { results.summary }

        /// The photos, one per row.
        var photos: [FlickrPhoto] { results.photos }
    }

    // MARK: - Action

    /// What happened: the list's events for a row, named as in every style, and the answers the effects send back.
    enum Action: Equatable {
        /// The row at `index` is about to show.
        case rowWillDisplay(at: Int)
        /// The row at `index` has left the screen.
        case rowDidEndDisplaying(at: Int)
        /// Flickr answered a photo's counts; the detail text to show.
        case countsLoaded(photoID: String, detail: String)
        /// Flickr could not answer a photo's counts: its row stays empty, and asks again when it shows again.
        case countsFailed(photoID: String)
    }

    /// The id of one photo's counts request: cancelling it cancels that photo's request only.
    struct CountsRequest: Hashable {
        let photoID: String
    }

    // MARK: - Reducer

    /// Changes `state` for `action` and returns the work it needs done; runs nothing itself.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .rowWillDisplay(let index):
            let photoID = state.photos[index].id
            guard state.details[photoID] == nil else { return .none }
            return loadCounts(of: photoID)
        case .rowDidEndDisplaying(let index):
            return .cancel(id: CountsRequest(photoID: state.photos[index].id))
        case .countsLoaded(let photoID, let detail):
            state.details[photoID] = detail
            return .none
        case .countsFailed:
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
}
