import Model

/// What the login presenter asks of its use case: queries, answered at once in entities, and the login, a command
/// whose outcome comes back through ``LoginInteractorOutput`` only.
///
/// ``LoginInteractor`` is the real one; ``LoginPresenter`` owns one; presenter tests put a spy in its place.
@MainActor
protocol LoginInteractorInput: AnyObject {
    /// The known account whose valid number `phone` is, however it is written; nil for any other text.
    func account(forPhone phone: String) -> Account?
    /// The number of the last login, or nil.
    func rememberedPhone() -> MobileNumber?
    /// The mobile number `phone` is, as typed; nil when it is not a valid one.
    func mobileNumber(for phone: String) -> MobileNumber?
    /// The verification code `code` is, as typed; nil when it is not a valid one.
    func verificationCode(for code: String) -> VerificationCode?
    /// Logs in with `phone` and `code`, remembers the phone on success — never the code — and reports the outcome.
    /// It runs in its caller's task: cancelled with it, it reports and remembers nothing.
    func logIn(phone: MobileNumber, code: VerificationCode) async
}
