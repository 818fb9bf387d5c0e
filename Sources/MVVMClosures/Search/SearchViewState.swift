/// What the search screen shows at a time, apart from its recent searches; the view renders it in one go.
///
/// ``SearchViewModel`` computes it from the typed text and the search in flight and emits it as its
/// ``SearchViewModel/state`` output; tests compare whole states.
struct SearchViewState: Equatable {
    /// Whether Go can be tapped: the text makes a query and no search is in flight.
    var isGoEnabled: Bool
    /// Whether a search is in flight: the spinner and the network activity indicator show.
    var isLoading: Bool
}
