import Model

/// Where the search screen sends the user: part of ``SearchFeature/State``.
///
/// The reducer sets it when a search succeeds; ``SearchViewController`` renders it by pushing this style's screen,
/// then sends ``SearchFeature/Action/routeFollowed``, which clears it. A value, so tests state it with the rest of
/// the state, without any screen.
enum SearchRoute: Equatable {
    /// The results screen of the search that just succeeded.
    case results(FlickrSearchResults)
}
