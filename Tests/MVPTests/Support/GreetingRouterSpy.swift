@testable import MVP

/// Stands in for the greeting router: counts the search screens and the log outs the presenter asks for instead of
/// navigating.
@MainActor
final class GreetingRouterSpy: GreetingRouting {
    /// How many times the search screen was to be shown.
    private(set) var searchesShown = 0
    /// How many times the person was to be logged out.
    private(set) var logOuts = 0

    func showSearch() {
        searchesShown += 1
    }

    func logOut() {
        logOuts += 1
    }
}
