import Foundation

/// What the login screen shows at a time; the view renders it in one go.
///
/// ``LoginViewModel`` computes it from the typed text and the login in flight and emits it as its
/// ``LoginViewModel/state`` output; tests compare whole states.
struct LoginViewState: Equatable {
    /// The known account's avatar while the phone is its valid number; nil shows the placeholder.
    var avatarURL: URL?
    /// Whether Login can be tapped: both fields non-empty and no login in flight.
    var isLoginEnabled: Bool
    /// "Loading..." while the login runs; nil hides the HUD.
    var loadingMessage: String?
}
