/// A screen on the app's stack: its feature's state, under an id it keeps as long as it is on the stack.
///
/// Part of ``AppPath``. ``AppNavigationController`` shows one screen per destination, over a store scoped to it; the
/// id names the screen's actions (``AppFeature/Action/path(_:_:)``) and its work, so when it leaves, its work goes too.
struct AppDestination: Equatable {
    /// Which screen it is, for as long as it is on the stack: ids are never reused.
    let id: ID

    /// The screen's feature state.
    var screen: Screen

    /// A destination's id: its place in the order screens were put on the stack.
    struct ID: Hashable {
        let rawValue: Int
    }

    /// A screen's feature state, one case per screen of the app.
    enum Screen: Equatable {
        case login(LoginFeature.State)
        case greeting(GreetingFeature.State)
        case search(SearchFeature.State)
        case results(ResultsFeature.State)

        /// The login screen's state, nil on another screen; set, it changes a login screen only (as a test does).
        var login: LoginFeature.State? {
            get { if case .login(let state) = self { state } else { nil } }
            set { if case .login = self, let newValue { self = .login(newValue) } }
        }

        /// The greeting screen's state, nil on another screen; set, it changes a greeting screen only.
        var greeting: GreetingFeature.State? {
            get { if case .greeting(let state) = self { state } else { nil } }
            set { if case .greeting = self, let newValue { self = .greeting(newValue) } }
        }

        /// The search screen's state, nil on another screen; set, it changes a search screen only.
        var search: SearchFeature.State? {
            get { if case .search(let state) = self { state } else { nil } }
            set { if case .search = self, let newValue { self = .search(newValue) } }
        }

        /// The results screen's state, nil on another screen; set, it changes a results screen only.
        var results: ResultsFeature.State? {
            get { if case .results(let state) = self { state } else { nil } }
            set { if case .results = self, let newValue { self = .results(newValue) } }
        }
    }

    /// A screen's own action, one case per screen of the app.
    enum Action: Equatable {
        case login(LoginFeature.Action)
        case greeting(GreetingFeature.Action)
        case search(SearchFeature.Action)
        case results(ResultsFeature.Action)
    }
}
