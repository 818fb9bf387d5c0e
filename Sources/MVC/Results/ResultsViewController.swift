import HeadlessUI
import Model

/// A placeholder for this style's results screen: titled with the search text, and nothing else yet.
///
/// It exists so that the search screen, which pushes the results screen on success, builds before the real results
/// screen arrives from its own branch with this same `init`; at the merge the real screen replaces this file. Its
/// navigation controller owns it.
public final class ResultsViewController: ViewController {
    /// Creates the screen of `results`, titled with their search text; the real screen asks `environment`'s Flickr
    /// service for its rows' counts.
    public init(results: FlickrSearchResults, environment: AppEnvironment) {
        super.init()
        title = results.searchString
    }
}
