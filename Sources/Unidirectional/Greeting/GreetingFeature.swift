import Model
import StoreCore

/// Everything the greeting screen knows and does: its person, the greeting shown, where it leads, and the reducer.
///
/// The unidirectional feature: ``GreetingViewController``'s `Store` runs ``reduce(_:_:)``. The greeting is the Model's
/// ``Person/greeting``, a computation, so the reducer needs no dependency and returns no effect.
struct GreetingFeature {
    // MARK: - State

    /// What the greeting screen shows.
    struct State: Equatable {
        /// The screen's person: the one its greeting names.
        let person: Person
        /// The text of the greeting label: empty until the user asks for it.
        var greeting = ""
        /// Where the view has yet to go; the view clears it by sending `routeFollowed`.
        var route: GreetingRoute?
    }

    // MARK: - Action

    /// What happened on the screen.
    enum Action: Equatable {
        /// The user tapped "Show greeting".
        case showGreetingButtonTapped
        /// The user tapped "Search photos".
        case searchPhotosTapped
        /// The user tapped "Log out".
        case logOutTapped
        /// The view went to ``State/route``.
        case routeFollowed
    }

    // MARK: - Reducer

    /// Changes `state` for `action`; a greeting needs no work done, so it returns no effect.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .showGreetingButtonTapped:
            state.greeting = state.person.greeting
            return .none
        case .searchPhotosTapped:
            state.route = .search
            return .none
        case .logOutTapped:
            // A session is the app's to end (AppFeature); a greeting alone has none, so here it changes nothing.
            return .none
        case .routeFollowed:
            state.route = nil
            return .none
        }
    }
}
