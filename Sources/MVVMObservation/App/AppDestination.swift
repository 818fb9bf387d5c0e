/// A screen on the app's path, carrying its view model: ``AppModel`` makes it, ``AppNavigationController`` shows it.
///
/// Two destinations are the same screen when they carry the same view model, so one that stays on the path keeps its
/// controller.
enum AppDestination: Equatable {
    /// The login screen: the root while nobody is logged in.
    case login(LoginViewModel)

    /// The greeting of the person logged in: the root while somebody is.
    case greeting(GreetingViewModel)

    /// The search screen, above the greeting.
    case search(SearchViewModel)

    /// A search's results, above the search screen.
    case results(ResultsViewModel)

    /// The same screen: the same view model.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.viewModel === rhs.viewModel
    }

    // MARK: - Private

    private var viewModel: AnyObject {
        switch self {
        case .login(let viewModel): viewModel
        case .greeting(let viewModel): viewModel
        case .search(let viewModel): viewModel
        case .results(let viewModel): viewModel
        }
    }
}
