import Model

/// How the login use case reports what became of the input and of a login.
///
/// ``LoginPresenter`` implements it; ``LoginInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The phone is not a valid mobile number; nothing was sent.
    func phoneRejected()
    /// The code is not a valid verification code; nothing was sent.
    func codeRejected()
    /// The service logged `person` in; the phone is remembered.
    func loginSucceeded(as person: Person)
    /// The service refused or failed with `error`; nothing is remembered.
    func loginFailed(with error: any Error)
}
