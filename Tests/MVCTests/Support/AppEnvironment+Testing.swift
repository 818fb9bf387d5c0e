import Model

extension AppEnvironment {
    /// The demo accounts over `auth` and `store`, with no latency anywhere.
    static func testing(auth: any AuthService, store: any KeyValueStore = InMemoryStore()) -> AppEnvironment {
        AppEnvironment(auth: auth, store: store, flickr: OfflineFlickrService(latency: .zero), latency: .zero)
    }
}
