import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

extension AppScene {
    /// The app built by `architecture`, handed to the test's leak tracker: when the test ends, the scene, its window,
    /// its navigation owner and every screen they hold must have been freed.
    static func start(
        _ architecture: Architecture,
        environment: AppEnvironment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppScene {
        let app = makeApp(architecture: architecture, environment: environment)
        trackForLeaks(app.window, sourceLocation: sourceLocation)
        trackForLeaks(app, sourceLocation: sourceLocation)
        return app
    }

    /// The titles of the navigation stack, root first: what the user could go back through.
    var stack: [String?] {
        window.navigationController.viewControllers.map(\.title)
    }

    /// Types `account`'s phone and code on the Login screen on top and taps Login; does not wait.
    func tapLogin(as account: LoginFixtures.Account, code: String? = nil) throws {
        let phone = try window.textField("login.phone")
        phone.clear()
        phone.type(account.typedPhone)
        let codeField = try window.textField("login.code")
        codeField.clear()
        codeField.type(code ?? account.code)
        try window.button("login.submit").tap()
    }

    /// Logs in as `account` from the Login screen on top and waits for whatever that starts.
    func logIn(as account: LoginFixtures.Account = LoginFixtures.ada, code: String? = nil) async throws {
        try tapLogin(as: account, code: code)
        await window.settle()
    }

    /// Answers the search in flight with `SearchFixtures.results`, then the counts its results screen's rows ask for,
    /// and waits for the window to settle.
    func answerSearch(_ flickr: FlickrServiceSpy) async {
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await flickr.waitForMetadataRequest(pending: SearchFixtures.results.photos.count)
        for photo in SearchFixtures.results.photos {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photo.id)
        }
        await window.settle()
    }
}
