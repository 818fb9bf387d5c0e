import Model

/// Where the login screen sends the user: the view model's navigation output.
///
/// ``LoginViewModel`` emits it through its `onRoute` closure; ``LoginViewController`` acts on it by pushing this
/// style's screen. A value, so tests compare the routes the view model emitted without any screen.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
