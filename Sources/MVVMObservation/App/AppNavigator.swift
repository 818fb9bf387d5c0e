import Model

/// What a screen's view model tells the app it is part of: what happened that takes the user elsewhere.
///
/// ``AppModel`` is the one navigator: it makes the view models and sets itself as theirs, held weakly. A screen built
/// alone has none and follows its own `route`. Each event names its view model: one off the path changes nothing.
@MainActor
protocol AppNavigator: AnyObject {
    /// `login` logged `person` in.
    func loginSucceeded(_ login: LoginViewModel, as person: Person)

    /// The user tapped "Search photos" on `greeting`.
    func searchPhotosTapped(on greeting: GreetingViewModel)

    /// The user tapped "Log out" on `greeting`.
    func logOutTapped(on greeting: GreetingViewModel)

    /// `search` found `results`.
    func searchSucceeded(_ search: SearchViewModel, with results: FlickrSearchResults)
}
