import Model

/// How the login use case reports what happened to a login.
///
/// ``LoginPresenter`` implements it; ``LoginInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The phone is not a valid mobile number; nothing was sent.
    func phoneRejected()
    /// The code is not a valid verification code; nothing was sent.
    func codeRejected()
    /// Both are valid and the login has started.
    func loginStarted()
    /// The service logged `person` in; the phone is remembered.
    func loginSucceeded(as person: Person)
    /// The service refused or failed with `error`.
    func loginFailed(with error: any Error)
    /// The login has ended, however it ended (after the success or failure report, if any).
    func loginEnded()
}
