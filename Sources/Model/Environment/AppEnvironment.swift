import Foundation

/// The services a screen needs, bundled so every architecture builds its screens from one value.
///
/// ``offline`` is the embedded default (demo auth, the bundled photo catalogue, a fresh in-memory store);
/// ``live(apiKey:latency:store:)`` swaps in the real Flickr client. Nothing here reads global state:
/// ``fromProcessEnvironment(_:latency:store:)`` is the one place that looks at `FLICKR_API_KEY`.
public struct AppEnvironment: Sendable {
    /// The greeting screen's person (David Blaine).
    public var person: Person
    /// The known accounts, asked for avatars as the user types.
    public var accounts: AccountDirectory
    /// Logs users in.
    public var auth: any AuthService
    /// Keeps the last phone and the recent searches.
    public var store: any KeyValueStore
    /// Searches photos and fetches their counts.
    public var flickr: any FlickrService
    /// The simulated latency the embedded services use.
    public var latency: Duration

    /// Bundles the given services.
    public init(
        person: Person = .davidBlaine,
        accounts: AccountDirectory = .demo,
        auth: any AuthService,
        store: any KeyValueStore,
        flickr: any FlickrService,
        latency: Duration
    ) {
        self.person = person
        self.accounts = accounts
        self.auth = auth
        self.store = store
        self.flickr = flickr
        self.latency = latency
    }

    /// Every key the app keeps in its store: a store file holding any other key is someone else's file.
    public static let storeKeys: Set<String> = [LoginMemory.key, RecentSearches.key]

    /// The embedded default: demo auth + offline Flickr with 1 s latency, a fresh in-memory store.
    public static var offline: AppEnvironment {
        offline(latency: .seconds(1))
    }

    /// Demo auth + offline Flickr with the given latency, over `store`.
    public static func offline(latency: Duration, store: any KeyValueStore = InMemoryStore()) -> AppEnvironment {
        AppEnvironment(
            auth: DemoAuthService(latency: latency),
            store: store,
            flickr: OfflineFlickrService(latency: latency),
            latency: latency
        )
    }

    /// Demo auth with the given latency, and the real Flickr API with `apiKey`.
    public static func live(
        apiKey: String,
        latency: Duration = .seconds(1),
        store: any KeyValueStore = InMemoryStore()
    ) -> AppEnvironment {
        AppEnvironment(
            auth: DemoAuthService(latency: latency),
            store: store,
            flickr: LiveFlickrService(apiKey: apiKey),
            latency: latency
        )
    }

    /// ``live(apiKey:latency:store:)`` when `FLICKR_API_KEY` is set to something other than blanks in
    /// `variables` (the process environment by default), else ``offline(latency:store:)``.
    public static func fromProcessEnvironment(
        _ variables: [String: String] = ProcessInfo.processInfo.environment,
        latency: Duration = .seconds(1),
        store: any KeyValueStore = InMemoryStore()
    ) -> AppEnvironment {
        let key = variables["FLICKR_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return key.isEmpty ? offline(latency: latency, store: store) : live(apiKey: key, latency: latency, store: store)
    }
}
