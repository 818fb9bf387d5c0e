import Model

extension AppEnvironment {
    /// The embedded demo services with no simulated latency and a fresh in-memory store, unless told otherwise:
    /// the app as a user meets it, minus the waiting.
    static func acceptance(
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
