/// What the results screen shows about its next page, as the shared paging scenarios read it: the `more` of MVP's
/// and VIPER's `ResultsViewState`, which each adopts in its test target with an empty extension.
public protocol ResultsPagingStateProtocol: ResultsViewStateProtocol {
    /// A state titled `title` with the summary line `summary`, saying `more` below the list: the view state's
    /// memberwise initialiser.
    init(title: String, summary: String, more: String?)

    /// What `results.more` says: "Loading more…", "Couldn't load more photos.", or nil (nothing, hidden).
    var more: String? { get }
}

extension ResultsPagingStateProtocol {
    /// An idle state, nothing said below the list: how the results scenarios build the states they expect. Written
    /// here because a default argument of the memberwise initialiser cannot meet that requirement.
    public init(title: String, summary: String) {
        self.init(title: title, summary: summary, more: nil)
    }
}
