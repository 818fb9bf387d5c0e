import Model
import StoreCore

/// The store's tests' feature, shaped like the results screen's rows: a row, known by its photo id, loads its photo's
/// favourites when it appears — at most once — and cancels the request when it leaves.
struct RowCountsFeature {
    /// The favourites of each photo whose counts arrived, by photo id: a row's state, which no other row can show.
    struct State: Equatable {
        var favourites: [String: Int] = [:]
    }

    /// What happened to a row, or to its request.
    enum Action: Equatable {
        case rowAppeared(photoID: String)
        case rowLeft(photoID: String)
        case countsLoaded(photoID: String, favourites: Int)
        case countsFailed(photoID: String)
    }

    /// The id of one row's counts request: cancelling it cancels that row's request only.
    struct CountsRequest: Hashable {
        let photoID: String
    }

    let flickr: any FlickrService

    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .rowAppeared(let photoID):
            guard state.favourites[photoID] == nil else { return .none }
            return .run(id: CountsRequest(photoID: photoID), cancelInFlight: true) { [flickr] send in
                do {
                    let metadata = try await flickr.metadata(photoID: photoID)
                    send(.countsLoaded(photoID: photoID, favourites: metadata.favourites ?? 0))
                } catch {
                    send(.countsFailed(photoID: photoID))
                }
            }
        case .rowLeft(let photoID):
            return .cancel(id: CountsRequest(photoID: photoID))
        case .countsLoaded(let photoID, let favourites):
            state.favourites[photoID] = favourites
            return .none
        case .countsFailed:
            return .none
        }
    }
}
