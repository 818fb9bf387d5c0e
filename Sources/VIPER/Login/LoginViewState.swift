import Foundation

/// What the login screen shows at a time; the passive view renders it in one go.
struct LoginViewState: Equatable {
    /// The known account's avatar; nil shows the placeholder.
    var avatarURL: URL?
    /// Both fields are non-empty and no login is running.
    var isLoginEnabled: Bool
    /// "Loading..." while the request runs; nil hides the HUD.
    var loadingMessage: String?
}
