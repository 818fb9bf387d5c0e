import Model

extension AppEnvironment {
    /// The app's services for a test: the demo accounts, `auth` (the demo server, answering at once, unless a test
    /// passes a spy or a stub), `store` (a fresh in-memory one by default) and the offline Flickr catalogue, with
    /// no simulated latency anywhere.
    public static func testing(
        person: Person = .davidBlaine,
        auth: any AuthService = DemoAuthService(latency: .zero),
        store: any KeyValueStore = InMemoryStore()
    ) -> AppEnvironment {
        AppEnvironment(
            person: person,
            auth: auth,
            store: store,
            flickr: OfflineFlickrService(latency: .zero),
            latency: .zero
        )
    }
}
