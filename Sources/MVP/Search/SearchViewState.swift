/// What the search screen shows at a time, apart from its recent searches; the passive view renders it in one go.
///
/// ``SearchPresenter`` computes it from the typed text and the search in flight and hands it to
/// ``SearchView/display(_:)``; tests compare whole states.
struct SearchViewState: Equatable {
    /// Whether Go can be tapped: the text makes a query and no search is in flight.
    var isGoEnabled: Bool
    /// Whether a search is in flight: the spinner and the network activity indicator show.
    var isLoading: Bool
}
