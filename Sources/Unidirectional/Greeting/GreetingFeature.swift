import Model
import StoreCore

/// Everything the greeting screen knows and does: the person to greet, the greeting shown, and the reducer.
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
    }

    // MARK: - Action

    /// What happened on the screen.
    enum Action: Equatable {
        /// The user tapped "Show greeting".
        case showGreetingButtonTapped
    }

    // MARK: - Reducer

    /// Changes `state` for `action`; a greeting needs no work done, so it returns no effect.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .showGreetingButtonTapped:
            state.greeting = state.person.greeting
            return .none
        }
    }
}
