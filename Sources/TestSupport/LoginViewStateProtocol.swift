import Foundation

/// What the login screen shows at a time, as the shared scenarios build and read it: the fields of MVP's and
/// VIPER's `LoginViewState`.
///
/// Each module's `LoginViewState` adopts it in its test target with an empty extension (its memberwise initialiser
/// and fields are the requirements), so ``LoginPresenterScenarios`` compares whole states of either.
public protocol LoginViewStateProtocol: Equatable {
    /// The known account's avatar while the phone is its valid number; nil shows the placeholder.
    var avatarURL: URL? { get }
    /// Whether Login can be tapped.
    var isLoginEnabled: Bool { get }
    /// The HUD's message while a login runs; nil hides the HUD.
    var loadingMessage: String? { get }

    /// A state showing `avatarURL`, Login enabled or not, and the HUD's `loadingMessage`.
    init(avatarURL: URL?, isLoginEnabled: Bool, loadingMessage: String?)
}

extension LoginViewStateProtocol {
    /// A state with no login running: no HUD.
    init(avatarURL: URL?, isLoginEnabled: Bool) {
        self.init(avatarURL: avatarURL, isLoginEnabled: isLoginEnabled, loadingMessage: nil)
    }
}
