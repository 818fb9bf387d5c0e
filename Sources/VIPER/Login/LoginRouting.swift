import Model

/// Where the login screen can go; ``LoginPresenter`` navigates only through it.
///
/// ``LoginRouter`` implements it; presenter tests use a spy.
@MainActor
protocol LoginRouting: AnyObject {
    /// Shows the greeting screen of `person`, who has just logged in.
    func showGreeting(for person: Person)
}
