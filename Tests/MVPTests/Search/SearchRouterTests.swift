import Model
import TestSupport
import Testing

@testable import MVP

/// The search router, proven on its own: it pushes MVP's results screen for the results it is given, over the
/// environment it was built with, and refers to the search screen weakly. The scenarios are TestSupport's, written
/// once for MVP and VIPER. The pushed screen is read through its widgets in a window: which screen a router pushes,
/// over what, is all it does.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchRouterTests {
    private let scenarios = SearchRouterScenarios(makeSUT: SearchRouter.init)

    @Test("S3: the router pushes the results screen of the search it is given")
    func routerPushesTheResultsItIsGiven() async throws {
        try await scenarios.pushesTheResultsItIsGiven()
    }

    @Test("S7: the results the router pushes ask the router's Flickr service for their counts")
    func routerPushedResultsAskTheRoutersFlickrServiceForCounts() async throws {
        try await scenarios.pushedResultsAskTheRoutersFlickrServiceForCounts()
    }

    @Test("S8: the router does not keep the search screen alive")
    func routerDoesNotKeepTheSearchScreenAlive() {
        scenarios.doesNotKeepTheSearchScreenAlive()
    }
}

extension SearchRouter: SearchRouterInputs {}
