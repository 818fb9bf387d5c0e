import HeadlessUI
import Model

/// Navigates away from the search screen by pushing the results screen on its navigation stack.
///
/// The MVP router: ``SearchPresenter`` owns it and asks it through ``SearchRouting``; it pushes this style's
/// ``ResultsViewController`` on its ``SearchViewController``'s stack.
@MainActor
final class SearchRouter: SearchRouting {
    // MARK: - Dependencies

    /// The services the results screen it pushes asks for its rows' counts.
    private let environment: AppEnvironment

    /// The screen whose navigation stack receives the next screen; the assembly sets it.
    weak var viewController: ViewController?

    /// Creates the router; the results screens it pushes ask `environment`'s Flickr service for counts.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: - Inputs

    /// Pushes the results screen of `results` onto the search screen's navigation stack.
    func showResults(_ results: FlickrSearchResults) {
        viewController?.navigationController?.push(ResultsViewController(results: results, environment: environment))
    }
}
