/// The passive login screen as its presenter sees it: it renders states, sets field text and shows tips.
///
/// The VIPER View role: ``LoginViewController`` implements it; ``LoginPresenter`` holds it weakly.
@MainActor
protocol LoginView: AnyObject {
    /// Renders the avatar, the login button's enabled state and the HUD from `state`.
    func display(_ state: LoginViewState)
    /// Sets both fields' text in code (Fill up, pre-fill), which fires no editing event.
    func setFields(phone: String, code: String)
    /// Ends editing in both fields: the keyboard goes away.
    func endEditing()
    /// Shows a short tip to the user.
    func showTip(_ message: String)
}
