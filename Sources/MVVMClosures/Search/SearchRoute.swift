import Model

/// Where the search screen sends the user: the view model's navigation output.
///
/// ``SearchViewModel`` emits it through its `onRoute` closure; whoever assembled the screen acts on it (the
/// ``AppCoordinator`` in the app, ``SearchViewController`` built alone). A value, so tests compare routes.
enum SearchRoute: Equatable {
    /// The results screen of the search that just succeeded.
    case results(FlickrSearchResults)
}
