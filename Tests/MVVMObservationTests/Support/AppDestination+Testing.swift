@testable import MVVMObservation

@MainActor
extension AppDestination {
    /// The title of the screen this destination shows, as a navigation bar reads it: what the acceptance suite compares
    /// the stack by.
    var title: String {
        switch self {
        case .login: "Login"
        case .greeting: "Greeting"
        case .search: "Flickr Search"
        case .results(let viewModel): viewModel.title
        }
    }

    /// The login's view model, when this is Login.
    var login: LoginViewModel? {
        guard case .login(let viewModel) = self else { return nil }
        return viewModel
    }

    /// The greeting's view model, when this is the greeting.
    var greeting: GreetingViewModel? {
        guard case .greeting(let viewModel) = self else { return nil }
        return viewModel
    }

    /// The search's view model, when this is Search.
    var search: SearchViewModel? {
        guard case .search(let viewModel) = self else { return nil }
        return viewModel
    }

    /// The results' view model, when this is a search's results.
    var results: ResultsViewModel? {
        guard case .results(let viewModel) = self else { return nil }
        return viewModel
    }
}
