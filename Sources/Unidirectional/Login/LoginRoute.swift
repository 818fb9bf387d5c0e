import Model

/// Where the login screen sends the user: part of ``LoginFeature/State``.
///
/// The reducer sets it when a login succeeds; ``LoginViewController`` renders it by pushing this style's screen, then
/// sends ``LoginFeature/Action/routeFollowed``, which clears it. A value, so tests state it with the rest of the
/// state, without any screen.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
