import Model

/// Where the login screen can navigate to.
///
/// ``LoginPresenter`` owns one and calls it after a successful login; ``LoginRouter`` is the real one and tests
/// put a spy in its place, so navigation is tested without any screen.
@MainActor
protocol LoginRouting: AnyObject {
    /// Shows the greeting screen of `person`, who has just logged in.
    func showGreeting(for person: Person)
}
