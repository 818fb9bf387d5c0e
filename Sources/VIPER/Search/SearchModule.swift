import HeadlessUI
import Model

/// Assembles the search screen the VIPER way: view controller, presenter, interactor and router, wired.
///
/// Ownership: the view controller owns the presenter, which owns the interactor and the router; the presenter's
/// `view`, the interactor's `output` and the router's `viewController` point back weakly. Whoever shows the returned
/// controller (a window, a navigation controller) owns the whole module.
public enum SearchModule {
    /// The search screen over `environment`'s Flickr service and store, ready to be shown or pushed.
    @MainActor
    public static func build(environment: AppEnvironment) -> ViewController {
        let interactor = SearchInteractor(
            flickr: environment.flickr,
            recentSearches: RecentSearches(store: environment.store)
        )
        let router = SearchRouter(environment: environment)
        let presenter = SearchPresenter(interactor: interactor, router: router)
        let viewController = SearchViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }
}
