import Model
import StoreCore

/// Everything the greeting screen knows and does: the person to greet, the greeting shown, and the reducer that
/// fills it in.
///
/// The unidirectional feature: ``GreetingViewController`` owns a `Store` running ``reduce(_:_:)``, sends it the tap
/// and renders the greeting it observes. The greeting comes from the Model's ``Person/greeting``, a computation, so
/// the reducer needs no dependency and returns no effect. It never touches a widget and does not import HeadlessUI.
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
