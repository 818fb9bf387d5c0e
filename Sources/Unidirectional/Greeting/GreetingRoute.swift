/// Where the greeting screen sends the user: part of ``GreetingFeature/State``.
///
/// The reducer sets it when the user taps "Search photos"; ``GreetingViewController`` pushes this style's screen, then
/// sends ``GreetingFeature/Action/routeFollowed``, which clears it. In the app, ``AppFeature`` takes it into the path.
enum GreetingRoute: Equatable {
    /// The search screen.
    case search
}
