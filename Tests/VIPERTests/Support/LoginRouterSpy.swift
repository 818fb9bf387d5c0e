import Model

@testable import VIPER

/// Stands in for the login router: records every greeting the presenter asks to show instead of pushing it.
@MainActor
final class LoginRouterSpy: LoginRouting {
    /// The people whose greeting was to be shown, in order.
    private(set) var greetingsShown: [Person] = []

    func showGreeting(for person: Person) {
        greetingsShown.append(person)
    }
}
