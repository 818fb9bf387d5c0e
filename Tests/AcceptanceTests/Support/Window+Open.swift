import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

extension Window {
    /// A window showing `feature` built by `architecture`, the way the app opens a screen, handed to the test's leak
    /// tracker: when the test ends, the screen and every part of it must have been freed. What is on the stack now is
    /// tracked; a screen pushed later is tracked only if the test hands the window to the tracker again.
    static func open(
        _ feature: Feature,
        in architecture: Architecture,
        environment: AppEnvironment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Window {
        let window = Window(
            rootViewController: makeScreen(feature, architecture: architecture, environment: environment))
        trackForLeaks(window, sourceLocation: sourceLocation)
        return window
    }

    /// A window showing the results screen of `results` built by `architecture`, alone, handed to the test's leak
    /// tracker like ``open(_:in:environment:sourceLocation:)``.
    static func openResults(
        _ results: FlickrSearchResults,
        in architecture: Architecture,
        environment: AppEnvironment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Window {
        let screen = makeResultsScreen(results, architecture: architecture, environment: environment)
        let window = Window(rootViewController: screen)
        trackForLeaks(window, sourceLocation: sourceLocation)
        return window
    }
}
