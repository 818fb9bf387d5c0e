import Model

extension AppEnvironment {
    /// The app's services for a test: the demo accounts, `auth` (the demo server, answering at once, unless a test
    /// passes a spy or a stub), `store` (a fresh in-memory one by default) and `flickr` (the offline catalogue unless a
    /// test passes a spy or a stub), with no simulated latency anywhere.
    public static func testing(
        person: Person = .davidBlaine,
        auth: any AuthService = DemoAuthService(latency: .zero),
        store: any KeyValueStore = InMemoryStore(),
        flickr: any FlickrService = OfflineFlickrService(latency: .zero)
    ) -> AppEnvironment {
        AppEnvironment(
            person: person,
            auth: auth,
            store: store,
            flickr: flickr,
            latency: .zero
        )
    }
}
