import Model

/// Where the search screen sends the user: part of ``SearchFeature/State``.
///
/// The reducer sets it when a search succeeds; ``SearchViewController`` pushes this style's screen, then sends
/// ``SearchFeature/Action/routeFollowed``, which clears it, so an equal route later is pushed too.
enum SearchRoute: Equatable {
    /// The results screen of the search that just succeeded.
    case results(FlickrSearchResults)
}
