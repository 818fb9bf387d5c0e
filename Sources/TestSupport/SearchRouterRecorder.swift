import Model

/// Records every navigation a search presenter asks for instead of performing it, so the shared scenarios prove where
/// the screen goes without any screen.
///
/// MVP's and VIPER's test targets make it their `SearchRouting` with one empty extension.
@MainActor
public final class SearchRouterRecorder {
    /// The results whose screen was to be shown, in order.
    public private(set) var resultsShown: [FlickrSearchResults] = []

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records that the results screen of `results` was to be shown.
    public func showResults(_ results: FlickrSearchResults) {
        resultsShown.append(results)
    }
}
