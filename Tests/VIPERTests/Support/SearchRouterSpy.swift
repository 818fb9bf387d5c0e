import Model

@testable import VIPER

/// A ``SearchRouting`` that records every navigation instead of performing it.
@MainActor
final class SearchRouterSpy: SearchRouting {
    private(set) var resultsShown: [FlickrSearchResults] = []

    func showResults(_ results: FlickrSearchResults) {
        resultsShown.append(results)
    }
}
