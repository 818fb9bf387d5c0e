/// What the search screen shows at a time, apart from its recent searches, as the shared scenarios build and read
/// it: the fields of MVP's and VIPER's `SearchViewState`.
///
/// Each module's `SearchViewState` adopts it in its test target with an empty extension, so
/// ``SearchPresenterScenarios`` compares whole states of either.
public protocol SearchViewStateProtocol: Equatable {
    /// Whether Go can be tapped.
    var isGoEnabled: Bool { get }
    /// Whether a search is in flight.
    var isLoading: Bool { get }

    /// A state with Go enabled or not, loading or not.
    init(isGoEnabled: Bool, isLoading: Bool)
}
