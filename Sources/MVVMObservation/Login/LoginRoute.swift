import Model

/// Where the login screen sends the user when it is built alone: the view model's navigation output.
///
/// ``LoginViewModel`` holds it in its `route` output until ``LoginViewController`` has followed it by pushing
/// this style's screen. In the app, the view model tells its ``AppNavigator`` instead, and holds no route.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
