import Model

@testable import VIPER

/// A ``LoginRouting`` that records every navigation instead of performing it.
@MainActor
final class LoginRouterSpy: LoginRouting {
    private(set) var greetingsShown: [Person] = []

    func showGreeting(for person: Person) {
        greetingsShown.append(person)
    }
}
