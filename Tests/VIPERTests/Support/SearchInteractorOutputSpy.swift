import Model

@testable import VIPER

/// A ``SearchInteractorOutput`` that records every report, in order, so the interactor is tested without a
/// presenter.
@MainActor
final class SearchInteractorOutputSpy: SearchInteractorOutput {
    /// One report; the recent searches are recorded by the text of their rows, a failure by the message the user
    /// would see.
    enum Report: Equatable {
        case searchSucceeded(FlickrSearchResults, recentRows: [String])
        case searchFailed(message: String)
    }

    private(set) var reports: [Report] = []

    func searchSucceeded(with results: FlickrSearchResults, recentSearches: [RecentSearch]) {
        reports.append(.searchSucceeded(results, recentRows: recentSearches.map(\.rowText)))
    }

    func searchFailed(with error: any Error) {
        reports.append(.searchFailed(message: error.userFacingMessage))
    }
}
