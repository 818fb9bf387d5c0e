import Model

/// Where the search screen sends the user when it is built alone: the view model's navigation output.
///
/// ``SearchViewModel`` holds it in its `route` output until ``SearchViewController`` has followed it by pushing
/// this style's screen. In the app, the view model tells its ``AppNavigator`` instead, and holds no route.
enum SearchRoute: Equatable {
    /// The results screen of the search that just succeeded.
    case results(FlickrSearchResults)
}
