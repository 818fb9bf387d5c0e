import HeadlessUI
import Model

/// Assembles the search module — view controller, presenter, interactor and router — and wires the ways back, all
/// weak; whoever shows the returned controller owns it.
public enum SearchModule {
    /// The search screen over `environment`'s Flickr service and store, ready to be shown or pushed. Built with a
    /// `text` (a link's), it searches it.
    @MainActor
    public static func build(environment: AppEnvironment, text: String = "") -> ViewController {
        let interactor = SearchInteractor(
            flickr: environment.flickr,
            recentSearches: RecentSearches(store: environment.store)
        )
        let router = SearchRouter(environment: environment)
        let presenter = SearchPresenter(interactor: interactor, router: router, text: text)
        let viewController = SearchViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }
}
