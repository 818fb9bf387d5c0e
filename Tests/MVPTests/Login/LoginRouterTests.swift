import Model
import TestSupport
import Testing

@testable import MVP

/// The login router, proven on its own: it pushes MVP's greeting screen for the person it is given and refers to the
/// login screen weakly. The scenarios are TestSupport's, written once for MVP and VIPER. The pushed screen is read
/// through its widgets in a window: which screen a router pushes, over what, is all it does.
@MainActor
@Suite(.leakChecked)
struct LoginRouterTests {
    private let scenarios = LoginRouterScenarios(makeSUT: LoginRouter.init)

    @Test("L7: the router pushes the greeting screen of the person it is given", arguments: GreetingFixtures.cases)
    func routerPushesTheGreetingOfThePersonItIsGiven(_ greeting: GreetingFixtures.Case) throws {
        try scenarios.pushesTheGreetingOfThePersonItIsGiven(greeting)
    }

    @Test("L10: the router does not keep the login screen alive")
    func routerDoesNotKeepTheLoginScreenAlive() {
        scenarios.doesNotKeepTheLoginScreenAlive()
    }
}

extension LoginRouter: LoginRouterInputs {}
