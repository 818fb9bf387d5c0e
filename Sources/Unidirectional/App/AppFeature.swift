import Model
import StoreCore

/// Everything the app knows and does above its screens: the stack, who is logged in and the link waiting for a login.
///
/// The unidirectional app feature: ``AppNavigationController``'s `Store` runs ``reduce(_:_:)``, which composes the
/// screens' reducers and takes the routes they ask for into the path; a link is an action.
struct AppFeature {
    // MARK: - Dependencies

    let login: LoginFeature
    let greeting: GreetingFeature
    let search: SearchFeature
    let results: ResultsFeature

    // MARK: - State

    /// The app's navigation and session: the screens' own states are in the path.
    struct State: Equatable {
        /// The stack, root first: Login until a login, then the greeting for the person under what they opened.
        var path = AppPath(.login(LoginFeature.State()))
        /// Who is logged in: a link goes where it says only then (N2); otherwise it waits for a login (N3).
        var session = Session()
        /// The link waiting for a login, where its success goes instead of the greeting alone (N3, N4).
        var pendingLink: DeepLink?
        /// A message the view has yet to show as a toast; the view clears it by sending `tipShown`.
        var tip: String?
    }

    // MARK: - Action

    /// What happened: a link handed over, a screen's own action, the back button, and the view's acknowledgement.
    enum Action: Equatable {
        /// The system handed the app a link, as text: the reducer reads it with the Model's `DeepLink`.
        case linkOpened(String)
        /// The screen `id` on the stack sent its own action.
        case path(AppDestination.ID, AppDestination.Action)
        /// The back button took the screen `id` off the stack: the navigation controller popped it, as UIKit's does.
        case popped(AppDestination.ID)
        /// The view showed ``State/tip``.
        case tipShown
    }

    // MARK: - Reducer

    /// Changes `state` for `action` and returns the work it needs done. A screen that leaves the path, whatever took
    /// it off, has its work cancelled first (N1, N2, N6); the work the action itself asked for runs after.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        let shown = state.path.ids
        let effect = decide(&state, action)
        var cancelled = Effect<Action>.none
        for id in shown where !state.path.ids.contains(id) {
            cancelled = .merge(cancelled, .cancel(id: id))
        }
        return .merge(cancelled, effect)
    }

    // MARK: - Private

    private func decide(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .linkOpened(let text):
            guard let link = DeepLink(text) else {
                state.tip = AppTexts.cannotOpenLink
                return .none
            }
            guard state.session.isLoggedIn else {
                state.pendingLink = link
                return .none
            }
            return go(to: link, &state)
        case .path(let id, let action):
            return reduce(action, of: id, &state)
        case .popped(let id):
            state.path.pop(from: id)
            return .none
        case .tipShown:
            state.tip = nil
            return .none
        }
    }

    /// Runs the screen's own reducer on its state in the path, and returns its effect as the app's, scoped to the
    /// screen; then takes the route it set into the path, where the screen's view never sees it. An action of a screen
    /// no longer on the stack changes nothing.
    private func reduce(
        _ action: AppDestination.Action,
        of id: AppDestination.ID,
        _ state: inout State
    ) -> Effect<Action> {
        switch (state.path[id], action) {
        case (.login(var login)?, .login(let action)):
            let effect = self.login.reduce(&login, action)
            let route = login.route
            login.route = nil
            state.path[id] = .login(login)
            let scoped = effect.scope(id: id) { Action.path(id, .login($0)) }
            guard case .greeting(let person)? = route else { return scoped }
            return .merge(scoped, loggedIn(as: person, &state))
        case (.greeting(var greeting)?, .greeting(let action)):
            let effect = self.greeting.reduce(&greeting, action)
            let route = greeting.route
            greeting.route = nil
            state.path[id] = .greeting(greeting)
            if action == .logOutTapped {
                logOut(&state)
            }
            if route == .search {
                state.path.push(.search(SearchFeature.State()))
            }
            return effect.scope(id: id) { .path(id, .greeting($0)) }
        case (.search(var search)?, .search(let action)):
            let effect = self.search.reduce(&search, action)
            let route = search.route
            search.route = nil
            state.path[id] = .search(search)
            if case .results(let results)? = route {
                state.path.push(.results(ResultsFeature.State(results: results)))
            }
            return effect.scope(id: id) { .path(id, .search($0)) }
        case (.results(var results)?, .results(let action)):
            let effect = self.results.reduce(&results, action)
            state.path[id] = .results(results)
            return effect.scope(id: id) { .path(id, .results($0)) }
        default:
            return .none
        }
    }

    /// A login succeeded: the person is logged in and their greeting becomes the root, Login leaving the stack (N1);
    /// a pending link goes where it says from there (N3, N4).
    private func loggedIn(as person: Person, _ state: inout State) -> Effect<Action> {
        state.session.logIn(as: person)
        state.path.replaceAll(with: .greeting(GreetingFeature.State(person: person)))
        guard let link = state.pendingLink else { return .none }
        state.pendingLink = nil
        return go(to: link, &state)
    }

    /// Log out: nobody is logged in, and a new Login is alone on the stack, which pre-fills the remembered phone (N1).
    private func logOut(_ state: inout State) {
        state.session.logOut()
        state.path.replaceAll(with: .login(LoginFeature.State()))
    }

    /// Goes where `link` says, over the greeting, whatever was open above it (N2): the greeting alone, or a new Search
    /// with the link's text, searched as its own Go would search it — so S1 decides whether it searches at all.
    private func go(to link: DeepLink, _ state: inout State) -> Effect<Action> {
        state.path.popToRoot()
        switch link {
        case .greeting:
            return .none
        case .search(let text):
            let id = state.path.push(.search(SearchFeature.State(text: text)))
            return reduce(.search(.searchButtonTapped), of: id, &state)
        }
    }
}
