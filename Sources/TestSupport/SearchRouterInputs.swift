import HeadlessUI
import Model

/// What the search router scenarios drive: a search router, as its presenter and its assembly use it.
///
/// MVP's and VIPER's routers adopt it in their test targets with an empty extension, so ``SearchRouterScenarios`` runs
/// over either.
@MainActor
public protocol SearchRouterInputs: AnyObject {
    /// The search screen whose navigation stack receives the results, held weakly; the assembly sets it.
    var viewController: ViewController? { get set }
    /// Pushes the results screen of `results` onto the search screen's navigation stack.
    func showResults(_ results: FlickrSearchResults)
}
