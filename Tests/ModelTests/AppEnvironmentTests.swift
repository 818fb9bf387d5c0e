import Model
import Testing

struct AppEnvironmentTests {
    @Test("the embedded default is offline: demo auth, bundled catalogue, David Blaine, 1 s latency")
    func offlineDefault() {
        let sut = AppEnvironment.offline

        #expect(sut.person == .davidBlaine)
        #expect(sut.auth is DemoAuthService)
        #expect(sut.flickr is OfflineFlickrService)
        #expect(sut.store is InMemoryStore)
        #expect(sut.latency == .seconds(1))
        #expect(sut.accounts.account(for: "13874389438")?.person == .davidBlaine)
    }

    @Test("offline(latency:store:) uses the given latency and store")
    func offlineWithStore() {
        let store = InMemoryStore()

        let sut = AppEnvironment.offline(latency: .zero, store: store)

        #expect(sut.latency == .zero)
        #expect((sut.store as? InMemoryStore) === store)
    }

    @Test("live(apiKey:) swaps in the real Flickr client and keeps the demo login")
    func live() {
        let sut = AppEnvironment.live(apiKey: "abc", latency: .zero)

        #expect(sut.flickr is LiveFlickrService)
        #expect(sut.auth is DemoAuthService)
        #expect(sut.latency == .zero)
    }

    @Test(
        "FLICKR_API_KEY chooses live Flickr only when it holds a key",
        arguments: [
            ([String: String](), false), (["FLICKR_API_KEY": ""], false), (["FLICKR_API_KEY": "  \n"], false),
            (["FLICKR_API_KEY": "0123abcd"], true), (["OTHER": "0123abcd"], false),
        ]
    )
    func fromProcessEnvironment(variables: [String: String], isLive: Bool) {
        let sut = AppEnvironment.fromProcessEnvironment(variables, latency: .zero)

        #expect((sut.flickr is LiveFlickrService) == isLive)
        #expect((sut.flickr is OfflineFlickrService) == !isLive)
    }
}
