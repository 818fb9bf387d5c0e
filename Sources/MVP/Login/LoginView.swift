/// The passive login screen as its presenter sees it: it renders states, sets its fields, ends editing and
/// shows tips, and decides nothing.
///
/// ``LoginViewController`` implements it; ``LoginPresenter`` holds it weakly. Tests put a spy in its place.
@MainActor
protocol LoginView: AnyObject {
    /// Shows `state`: the avatar, whether Login is enabled, and the HUD.
    func display(_ state: LoginViewState)
    /// Puts text into both fields in code (Fill up, pre-fill); like UIKit, this fires no editing event.
    func setFields(phone: String, code: String)
    /// Ends editing in both fields: the keyboard goes away.
    func endEditing()
    /// Shows a short tip to the user.
    func showTip(_ message: String)
}
