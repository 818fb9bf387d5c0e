/// Where the greeting screen sends the user when it is built alone: the view model's navigation output.
///
/// ``GreetingViewModel`` holds it in its `route` output until ``GreetingViewController`` has followed it by pushing
/// this style's screen. In the app, the view model tells its ``AppNavigator`` instead, and holds no route.
enum GreetingRoute: Equatable {
    /// The search screen, empty.
    case search
}
