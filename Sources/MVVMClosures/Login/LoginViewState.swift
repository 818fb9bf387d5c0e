import Foundation

/// What the login screen shows at a time: the view model's one state output, rendered in one go.
struct LoginViewState: Equatable {
    /// The known account's avatar while the phone is its valid number; nil shows the placeholder.
    var avatarURL: URL?
    /// Whether `login.submit` takes taps: both fields non-empty and no login running.
    var isLoginEnabled: Bool
    /// "Loading..." while the login request runs; nil hides the HUD.
    var loadingMessage: String?
}
