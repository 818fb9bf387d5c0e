/// Where the greeting screen sends the user: the view model's navigation output.
///
/// ``GreetingViewModel`` sends it on its `route` signal; whoever assembled the screen binds to it (the
/// ``AppCoordinator`` in the app, ``GreetingViewController`` built alone). A value, so tests compare routes.
enum GreetingRoute: Equatable {
    /// The search screen, empty.
    case search

    /// Out of the session: the app ends it and shows Login alone. A greeting built alone has no session to end.
    case logOut
}
