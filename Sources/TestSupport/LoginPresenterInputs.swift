/// What the login scenarios drive: the login presenter's inputs, as its view controller calls them.
///
/// MVP's and VIPER's presenters adopt it in their test targets with an empty extension, so
/// ``LoginPresenterScenarios`` runs over either. `loginButtonTapped()` follows the async-input contract: it returns
/// the login it started, which the presenter owns and a caller may only wait for, or nil when it started nothing.
@MainActor
public protocol LoginPresenterInputs: AnyObject {
    /// The screen has loaded.
    func viewDidLoad()
    /// The user edited the phone field; `text` is its whole text.
    func phoneChanged(_ text: String)
    /// The user edited the code field; `text` is its whole text.
    func codeChanged(_ text: String)
    /// The user tapped "Fill up".
    func fillUpTapped()
    /// The user tapped "Login"; returns the login started, or nil.
    func loginButtonTapped() -> Task<Void, Never>?
}
