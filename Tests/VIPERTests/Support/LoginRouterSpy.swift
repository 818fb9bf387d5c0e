import Model

@testable import VIPER

/// A ``LoginRouting`` that records every greeting it is asked to show.
@MainActor
final class LoginRouterSpy: LoginRouting {
    private(set) var greetedPeople: [Person] = []

    func showGreeting(for person: Person) {
        greetedPeople.append(person)
    }
}
