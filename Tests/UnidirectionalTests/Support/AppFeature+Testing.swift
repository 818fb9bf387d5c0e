import Model

@testable import Unidirectional

extension AppFeature {
    /// The app feature over `environment`'s services, its screens' features assembled as `AppNavigationController`
    /// assembles them: the spies a test hands in are the services every screen of the app calls.
    init(testing environment: AppEnvironment) {
        self.init(
            login: LoginFeature(
                accounts: environment.accounts,
                auth: environment.auth,
                memory: LoginMemory(store: environment.store)
            ),
            greeting: GreetingFeature(),
            search: SearchFeature(flickr: environment.flickr, recentSearches: RecentSearches(store: environment.store)),
            results: ResultsFeature(flickr: environment.flickr)
        )
    }
}
