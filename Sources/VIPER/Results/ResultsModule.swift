import HeadlessUI
import Model

/// Assembles the results module — view controller, presenter and interactor; no router, the screen goes nowhere —
/// and wires the ways back, all weak; whoever shows the returned controller owns it.
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
