import Foundation

/// What ``LoginPresenter`` asks of the login use case; questions answer at once, the login reports
/// through ``LoginInteractorOutput``.
///
/// ``LoginInteractor`` implements it; presenter tests use a spy.
@MainActor
protocol LoginInteractorInput: AnyObject {
    /// The avatar of the known account whose valid number `phone` is, or nil.
    func avatarURL(forPhone phone: String) -> URL?
    /// The phone number of the last successful login, or nil.
    func rememberedPhone() -> String?
    /// Validates `phone` and `code` and, when both are valid, logs in; returns when the login has ended.
    /// Every outcome is reported to the output.
    func logIn(phone: String, code: String) async
}
