import Foundation
import Model
import TestSupport
import Testing

@testable import DemoCore

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TracerTests {
    private static let david = MobileNumber("13874389438")!

    @Test("a login is traced with the number, the code masked, the time it took and the person")
    func tracesALogin() async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let auth = TracingAuthService(DemoAuthService(latency: .zero), tracer: tracer)

        _ = try await auth.logIn(phone: Self.david, code: try #require(VerificationCode("5858")))

        #expect(tracer.takeLines() == ["→ auth.logIn(13874389438, ••••)  1.00 s → David Blaine"])
        #expect(tracer.takeLines().isEmpty)
    }

    @Test("a failed login is traced with the service's message, and never the code")
    func tracesAFailedLogin() async throws {
        let tracer = Tracer(now: SteppingClock(step: .milliseconds(20)).now)
        let auth = TracingAuthService(DemoAuthService(latency: .zero), tracer: tracer)

        await #expect(throws: AuthError.incorrectCode) {
            try await auth.logIn(phone: Self.david, code: try #require(VerificationCode("1111")))
        }

        let lines = tracer.takeLines()
        #expect(lines == ["→ auth.logIn(13874389438, ••••)  20 ms → error: The verification code is incorrect."])
        #expect(!lines.joined().contains("1111"))
    }

    @Test("a login cancelled in flight is traced as cancelled")
    func tracesACancelledLogin() async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let spy = AuthServiceSpy()
        let auth = TracingAuthService(spy, tracer: tracer)
        let code = try #require(VerificationCode("5858"))
        let login = Task { try await auth.logIn(phone: Self.david, code: code) }
        await spy.waitForRequest()

        login.cancel()
        _ = await login.result

        #expect(tracer.takeLines() == ["→ auth.logIn(13874389438, ••••)  1.00 s → cancelled"])
    }

    @Test("store reads and writes are traced by key, never with the value")
    func tracesTheStore() throws {
        let tracer = Tracer(now: SteppingClock(step: .microseconds(300)).now)
        let store = TracingKeyValueStore(InMemoryStore(), tracer: tracer)

        _ = store.value(String.self, forKey: "login.lastPhone")
        try store.setValue("13874389438", forKey: "login.lastPhone")
        _ = store.value(String.self, forKey: "login.lastPhone")
        try store.setValue(String?.none, forKey: "login.lastPhone")

        #expect(
            tracer.takeLines() == [
                #"→ store.get("login.lastPhone")  0.3 ms → nothing"#,
                #"→ store.set("login.lastPhone")  0.3 ms"#,
                #"→ store.get("login.lastPhone")  0.3 ms → found"#,
                #"→ store.remove("login.lastPhone")  0.3 ms"#,
            ])
    }

    @Test("a store write that fails is traced with its one-line reason and still throws")
    func tracesAFailedWrite() throws {
        let tracer = Tracer(now: SteppingClock(step: .milliseconds(1)).now)
        let folder = FileManager.default.temporaryDirectory
        let store = TracingKeyValueStore(JSONFileStore(url: folder), tracer: tracer)

        #expect(throws: JSONFileStoreError.self) { try store.setValue(1, forKey: "saved") }

        let lines = tracer.takeLines()
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(#"→ store.set("saved")  1.0 ms → error: "#) == true)
        #expect(lines.first?.contains("is a directory") == true)
    }

    @Test("Flickr calls are traced with the search text or photo ID and the answer as the screens word it")
    func tracesFlickr() async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(2)).now)
        let flickr = TracingFlickrService(
            FlickrServiceStub(
                search: .success(.sample("cats", count: 3, totalResults: 1_234, page: 2, pages: 5)),
                metadata: .success(FlickrPhotoMetadata(favourites: 1, comments: 1))
            ),
            tracer: tracer
        )

        _ = try await flickr.search("cats")
        _ = try await flickr.search("cats", page: 2)
        _ = try await flickr.metadata(photoID: "42")

        #expect(
            tracer.takeLines() == [
                #"→ flickr.search("cats")  2.00 s → 1,234 results, page 2 of 5"#,
                #"→ flickr.search("cats", page: 2)  2.00 s → 1,234 results, page 2 of 5"#,
                #"→ flickr.metadata("42")  2.00 s → 1 favourite · 1 comment"#,
            ])
    }

    @Test(
        "a photo none of whose counts is known is traced as counts not in the offline catalogue; one known count shows")
    func tracesUnknownCounts() async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let unknown = TracingFlickrService(
            FlickrServiceStub(
                search: .success(.sample("x", count: 1)),
                metadata: .success(FlickrPhotoMetadata(favourites: nil, comments: nil))), tracer: tracer)
        let halfKnown = TracingFlickrService(
            FlickrServiceStub(
                search: .success(.sample("x", count: 1)),
                metadata: .success(FlickrPhotoMetadata(favourites: nil, comments: 85))), tracer: tracer)

        _ = try await unknown.metadata(photoID: "1")
        _ = try await halfKnown.metadata(photoID: "2")

        #expect(
            tracer.takeLines() == [
                #"→ flickr.metadata("1")  1.00 s → counts not in the offline catalogue"#,
                #"→ flickr.metadata("2")  1.00 s → — favourites · 85 comments"#,
            ])
    }

    @Test("calls in flight together are traced in the order they were made, whatever order their answers come in")
    func tracesCallsInTheOrderMade() async {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let spy = FlickrServiceSpy()
        let flickr = TracingFlickrService(spy, tracer: tracer)
        let rows = ["1", "2", "3"].map { id in Task { _ = try? await flickr.metadata(photoID: id) } }
        await spy.waitForMetadataRequest(pending: 3)

        for id in ["3", "1", "2"] {
            spy.completeMetadata(with: .success(FlickrPhotoMetadata(favourites: 0, comments: 0)), forPhotoID: id)
        }
        for row in rows {
            await row.value
        }

        #expect(
            tracer.takeLines().map { $0.prefix(22) } == [
                #"→ flickr.metadata("1")"#, #"→ flickr.metadata("2")"#, #"→ flickr.metadata("3")"#,
            ])
    }

    @Test("a call still running when lines are taken is traced by a later take")
    func runningCallIsTracedLater() async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let spy = FlickrServiceSpy()
        let flickr = TracingFlickrService(spy, tracer: tracer)
        let store = TracingKeyValueStore(InMemoryStore(), tracer: tracer)
        let search = Task { _ = try? await flickr.search("cats") }
        await spy.waitForSearchRequest()
        _ = store.value(String.self, forKey: "search.recent")

        let first = tracer.takeLines()
        spy.completeSearch(with: .success(.sample("cats", count: 0, totalResults: 0)))
        await search.value

        #expect(first == [#"→ store.get("search.recent")  1.00 s → nothing"#])
        #expect(tracer.takeLines() == [#"→ flickr.search("cats")  3.00 s → No photos found"#])
    }

    @Test("a failed Flickr call shows the user-facing message, which never holds the key")
    func tracesAFailedFlickrCall() async {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let flickr = TracingFlickrService(FlickrServiceStub(search: .failure(.invalidAPIKey)), tracer: tracer)

        await #expect(throws: FlickrError.invalidAPIKey) { try await flickr.search("cats") }

        #expect(tracer.takeLines() == [#"→ flickr.search("cats")  1.00 s → error: Flickr rejected the API key."#])
    }

    @Test(
        "durations read as seconds from one second, whole milliseconds from ten, tenths below",
        arguments: [
            (Duration.seconds(1), "1.00 s"), (.milliseconds(1_500), "1.50 s"), (.seconds(60), "60.00 s"),
            (.milliseconds(999), "999 ms"), (.milliseconds(12), "12 ms"), (.microseconds(9_940), "9.9 ms"),
            (.microseconds(400), "0.4 ms"), (.zero, "0.0 ms"),
        ]
    )
    func formatsDurations(duration: Duration, expected: String) {
        #expect(Tracer.format(duration) == expected)
    }

    @Test("a traced environment wraps auth, store and Flickr, and keeps the values as they were")
    func tracedEnvironment() {
        let environment = AppEnvironment.testing(person: .adaLovelace)

        let traced = environment.traced(by: Tracer())

        #expect(traced.auth is TracingAuthService)
        #expect(traced.store is TracingKeyValueStore)
        #expect(traced.flickr is TracingFlickrService)
        #expect(traced.person == .adaLovelace)
        #expect(traced.latency == environment.latency)
    }
}
