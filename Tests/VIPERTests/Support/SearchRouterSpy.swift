import Model

@testable import VIPER

/// Stands in for the search router: records every results screen the presenter asks to show instead of pushing it.
@MainActor
final class SearchRouterSpy: SearchRouting {
    /// The results whose screen was to be shown, in order.
    private(set) var resultsShown: [FlickrSearchResults] = []

    func showResults(_ results: FlickrSearchResults) {
        resultsShown.append(results)
    }
}
