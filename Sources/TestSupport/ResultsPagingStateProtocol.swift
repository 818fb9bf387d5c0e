/// What the results screen shows about its next page, as the shared paging scenarios read it: the `more` of MVP's
/// and VIPER's `ResultsViewState`, which each adopts in its test target with an empty extension.
public protocol ResultsPagingStateProtocol: ResultsViewStateProtocol {
    /// What `results.more` says: "Loading more…", "Couldn't load more photos.", or nil (nothing, hidden).
    var more: String? { get }
}
