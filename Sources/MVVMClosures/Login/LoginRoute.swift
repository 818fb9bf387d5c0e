import Model

/// Where the login screen sends the user: the view model's navigation output, which
/// ``LoginViewController`` acts on by pushing the screen.
enum LoginRoute: Equatable {
    /// The greeting screen of the person who just logged in.
    case greeting(Person)
}
