import Model

/// Where the login screen sends the user: the view model's navigation output.
///
/// ``LoginViewModel`` emits it through its `onRoute` closure; whoever assembled the screen acts on it (the
/// ``AppCoordinator`` in the app, ``LoginViewController`` built alone). A value, so tests compare routes.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
