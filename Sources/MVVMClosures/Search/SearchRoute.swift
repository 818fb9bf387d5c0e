import Model

/// Where the search screen sends the user: the view model's navigation output.
///
/// ``SearchViewModel`` emits it through its `onRoute` closure; ``SearchViewController`` acts on it by pushing this
/// style's screen. A value, so tests compare the routes the view model emitted without any screen.
enum SearchRoute: Equatable {
    /// The results screen of the search that just succeeded.
    case results(FlickrSearchResults)
}
