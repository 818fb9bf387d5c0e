import Model

/// How the login use case reports what became of a login: the only way back from its command.
///
/// ``LoginPresenter`` implements it; ``LoginInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The service logged `person` in; the phone is remembered.
    func loginSucceeded(as person: Person)
    /// The service refused or failed with `error`; nothing is remembered.
    func loginFailed(with error: any Error)
}
