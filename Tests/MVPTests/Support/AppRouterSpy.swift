import Model

@testable import MVP

/// Stands in for the app's router: records what the screens' routers tell it, so a screen's router is tested in the
/// app without the app.
@MainActor
final class AppRouterSpy: AppRouting {
    /// The people who logged in, in order.
    private(set) var loggedIn: [Person] = []
    /// How many times the person logged out.
    private(set) var logOuts = 0

    func loggedIn(as person: Person) {
        loggedIn.append(person)
    }

    func loggedOut() {
        logOuts += 1
    }
}
