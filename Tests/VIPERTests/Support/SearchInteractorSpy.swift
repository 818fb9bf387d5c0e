import Model
import TestSupport
import Testing

@testable import VIPER

/// A ``SearchInteractorInput`` standing in for the use case, so the presenter is tested alone: its queries answer what
/// the test gave it, and each search is recorded and held until the test completes it, when the spy reports the
/// outcome to its output, as the interactor would; cancelled, it reports nothing.
@MainActor
final class SearchInteractorSpy: SearchInteractorInput {
    /// What ``query(for:)`` answers, by text as typed; any other text answers nil.
    var queries: [String: SearchQuery] = [:]
    /// What ``allRecentSearches()`` answers, and what a completed search reports as all the recent searches.
    var recentSearches: [RecentSearch] = []

    /// Where the outcome of a completed search is reported: the presenter, as the assembly wires the interactor.
    weak var output: (any SearchInteractorOutput)?

    private let searches = PendingRequests<String, Result<FlickrSearchResults, any Error>>(owner: "SearchInteractorSpy")

    /// The text of every search asked for, in order, completed or not.
    var searchRequests: [String] { searches.all }
    /// The text of the searches cancelled while held, in order.
    var cancelledSearches: [String] { searches.cancelled }

    /// Makes ``query(for:)`` answer as the use case does for `text`.
    func takes(_ text: String) {
        queries[text] = SearchQuery(text)
    }

    func query(for text: String) -> SearchQuery? {
        queries[text]
    }

    func allRecentSearches() -> [RecentSearch] {
        recentSearches
    }

    func search(_ query: SearchQuery) async {
        guard let outcome = try? await searches.enqueue(query.text) else { return }
        switch outcome {
        case .success(let results): output?.searchSucceeded(with: results, recentSearches: recentSearches)
        case .failure(let error): output?.searchFailed(with: error)
        }
    }

    /// Returns once a search is held (at once if one is), or when the calling task is cancelled.
    func waitForSearch() async {
        await searches.waitUntilPending(1)
    }

    /// Ends the oldest held search: a success reports `searchSucceeded(with:recentSearches:)` with
    /// ``recentSearches``, a failure `searchFailed(with:)`. With none held, records an issue instead.
    func completeSearch(
        with outcome: Result<FlickrSearchResults, any Error>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        searches.complete(with: .success(outcome), call: "completeSearch(with:)", sourceLocation: sourceLocation)
    }
}
