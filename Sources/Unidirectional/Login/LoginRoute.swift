import Model

/// Where the login screen sends the user: part of ``LoginFeature/State``.
///
/// The reducer sets it when a login succeeds; ``LoginViewController`` pushes this style's screen, then sends
/// ``LoginFeature/Action/routeFollowed``, which clears it, so an equal route later is pushed too.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
