import HeadlessUI
import Model

/// Assembles the results screen the VIPER way: view controller, presenter and interactor, wired. It has no router:
/// the screen goes nowhere.
///
/// Ownership: the view controller owns the presenter, which owns the interactor; the presenter's `view` and the
/// interactor's `output` point back weakly. Whoever shows the returned controller owns the whole module.
public enum ResultsModule {
    /// The results screen of `results`, asking `environment`'s Flickr service for counts and pages, ready to be pushed.
    @MainActor
    public static func build(results: FlickrSearchResults, environment: AppEnvironment) -> ViewController {
        let interactor = ResultsInteractor(flickr: environment.flickr)
        let presenter = ResultsPresenter(results: results, interactor: interactor)
        let viewController = ResultsViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}
