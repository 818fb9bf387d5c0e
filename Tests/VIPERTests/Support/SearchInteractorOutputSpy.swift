import Model

@testable import VIPER

/// A ``SearchInteractorOutput`` that records every report, in order, so the interactor is tested without a
/// presenter.
@MainActor
final class SearchInteractorOutputSpy: SearchInteractorOutput {
    /// One report; a failure is recorded by the message the user would see.
    enum Report: Equatable {
        case searchStarted
        case searchSucceeded(FlickrSearchResults)
        case searchFailed(message: String)
        case searchEnded
    }

    private(set) var reports: [Report] = []

    func searchStarted() {
        reports.append(.searchStarted)
    }

    func searchSucceeded(with results: FlickrSearchResults) {
        reports.append(.searchSucceeded(results))
    }

    func searchFailed(with error: any Error) {
        reports.append(.searchFailed(message: error.userFacingMessage))
    }

    func searchEnded() {
        reports.append(.searchEnded)
    }
}
