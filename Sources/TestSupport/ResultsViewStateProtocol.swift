/// What the results screen shows above its list, as the shared scenarios build it: the fields of MVP's and VIPER's
/// `ResultsViewState`, which each adopts in its test target with an empty extension.
public protocol ResultsViewStateProtocol: Equatable {
    /// A state titled `title` with the summary line `summary`.
    init(title: String, summary: String)
}
