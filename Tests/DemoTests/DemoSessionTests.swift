import Catalog
import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

@testable import DemoCore

/// The demo as a learner sees it, through the same session `swift run Demo` uses, for every architecture.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DemoSessionTests {
    private struct SUT {
        let session: DemoSession
        let transcript: Transcript
        let window: Window
    }

    @Test(
        "a login in flight shows Loading... and a disabled Login before the greeting",
        arguments: Architecture.allCases
    )
    func loginInFlightIsDrawn(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let sut = makeSUT(architecture: architecture, environment: .testing(auth: auth))
        _ = await sut.session.handle("tap login.fillUp")
        let mark = sut.transcript.lines.count

        let login = Task { await sut.session.handle("tap login.submit") }
        await auth.waitForRequest()

        let inFlight = sut.transcript.lines(since: mark)
        #expect(inFlight.contains(#"  Button login.submit: "Login", disabled  ◀"#))
        #expect(inFlight.contains(#"HUD: "Loading..."  ◀"#))
        #expect(inFlight.last == "… waiting for the work to end")
        #expect(!inFlight.contains { $0.hasPrefix(#"Screen "Greeting""#) })

        auth.complete(with: .success(.davidBlaine))
        #expect(await login.value)

        let after = sut.transcript.lines(since: mark + inFlight.count)
        #expect(after.first == #"Screen "Greeting" (back to "Login")"#)
        #expect(!after.contains { $0.hasPrefix("HUD") })
    }

    @Test("a command that starts no work draws one frame", arguments: Architecture.allCases)
    func commandWithoutWorkDrawsOneFrame(architecture: Architecture) async {
        let sut = makeSUT(architecture: architecture)
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("type login.phone 138")

        let output = sut.transcript.lines(since: mark)
        #expect(output.filter { $0.hasPrefix("Screen ") }.count == 1)
        #expect(!output.contains("… waiting for the work to end"))
    }

    @Test("a toast shows in the frame after it appears and is gone from the next", arguments: Architecture.allCases)
    func toastShowsOnce(architecture: Architecture) async {
        let sut = makeSUT(architecture: architecture)
        _ = await sut.session.handle("type login.phone 123")
        _ = await sut.session.handle("type login.code 5858")

        let tipMark = sut.transcript.lines.count
        _ = await sut.session.handle("tap login.submit")
        let showMark = sut.transcript.lines.count
        _ = await sut.session.handle("show")

        let tip = #"Toast: "Please enter a valid mobile number""#
        #expect(sut.transcript.lines(since: tipMark).contains(tip + FrameRenderer.changeMark))
        #expect(!sut.transcript.lines(since: showMark).contains { $0.hasPrefix("Toast") })
        #expect(sut.window.toast.messages == ["Please enter a valid mobile number"])
    }

    @Test(
        "after a failed and then a successful login, the greeting screen shows no old toast",
        arguments: Architecture.allCases
    )
    func oldToastIsNotOnTheNextScreen(architecture: Architecture) async {
        let sut = makeSUT(architecture: architecture)
        for line in ["type login.phone 13874389438", "type login.code 1111", "tap login.submit"] {
            _ = await sut.session.handle(line)
        }
        #expect(sut.transcript.lines.contains(#"Toast: "The verification code is incorrect."  ◀"#))
        let mark = sut.transcript.lines.count

        for line in ["clear login.code", "type login.code 5858", "tap login.submit"] {
            _ = await sut.session.handle(line)
        }

        let after = sut.transcript.lines(since: mark)
        #expect(after.contains(#"Screen "Greeting" (back to "Login")"#))
        #expect(!after.contains { $0.hasPrefix("Toast") })
    }

    @Test("lines that changed since the previous frame of the same screen are marked, and only those")
    func changedLinesAreMarked() async {
        let sut = makeSUT(architecture: .mvc)
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("type login.phone 13874389438")

        let frame = sut.transcript.lines(since: mark).filter { !$0.hasPrefix(">") && !$0.isEmpty }
        #expect(
            frame == [
                #"Screen "Login""#,
                "  ImageView login.avatar: https://avatars.example.com/david-blaine.png  ◀",
                #"  TextField login.phone: "13874389438", editing  ◀"#,
                #"  TextField login.code: empty, placeholder "Verification code""#,
                #"  Button login.submit: "Login", disabled"#,
                #"  right bar button: Button login.fillUp: "Fill up""#,
            ])
    }

    @Test("a new screen is drawn without marks: everything on it is new")
    func newScreenHasNoMarks() async {
        let sut = makeSUT(architecture: .mvp)
        _ = await sut.session.handle("tap login.fillUp")
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("tap login.submit")

        let greeting = sut.transcript.lines(since: mark).drop { !$0.hasPrefix(#"Screen "Greeting""#) }
        #expect(!greeting.isEmpty)
        #expect(!greeting.contains { $0.hasSuffix(FrameRenderer.changeMark) })
    }

    @Test(
        "after back, the screen returned to is marked against what it showed when it was left",
        arguments: Architecture.allCases
    )
    func backMarksWhatChangedSinceTheScreenWasLeft(architecture: Architecture) async {
        let sut = makeSUT(architecture: architecture, feature: .search)
        for line in ["type search.text cats", "tap search.go"] {
            _ = await sut.session.handle(line)
        }
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("back")

        let frame = sut.transcript.lines(since: mark).filter { !$0.hasPrefix(">") && !$0.isEmpty }
        #expect(frame.first == #"Screen "Flickr Search""#)
        #expect(frame.contains(#"  TextField search.text: "cats""#))
        #expect(frame.contains(#"  Button search.go: "Go"  ◀"#))
        #expect(frame.contains("  ActivityIndicator search.loading: stopped  ◀"))
        #expect(frame.contains("  ListView search.recent: 1 row  ◀"))
    }

    @Test("control characters in a command, an identifier and a typed text are escaped in every line written")
    func controlCharactersAreEscaped() async {
        let sut = makeSUT(architecture: .viper)

        _ = await sut.session.handle("tap \u{1B}]0;pwned\u{07}")
        _ = await sut.session.handle("\u{1B}[2Jfrob")
        _ = await sut.session.handle("type login.phone \u{1B}[31mred\u{9B}2J")

        let output = sut.transcript.lines.joined(separator: "\n")
        #expect(!output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(sut.transcript.lines.contains(#"> tap \u{1B}]0;pwned\u{07}"#))
        #expect(sut.transcript.lines.contains { $0.hasPrefix(#"error: '\u{1B}]0;pwned\u{07}' is not on this screen"#) })
        #expect(sut.transcript.lines.contains(#"error: unknown command '\u{1B}[2Jfrob' (try 'help')"#))
        #expect(sut.transcript.lines.contains { $0.contains(#"TextField login.phone: "\u{1B}[31mred\u{9B}2J""#) })
        #expect(sut.session.failures == 2)
    }

    @Test("arrow keys are ignored: alone they do nothing, inside a command they are dropped")
    func arrowKeysAreIgnored() async {
        let sut = makeSUT(architecture: .mvvmClosures)
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("\u{1B}[A\u{1B}[B")
        #expect(sut.transcript.lines.count == mark)

        _ = await sut.session.handle("sh\u{1B}[Dow\u{1B}[C")
        #expect(sut.transcript.lines(since: mark).prefix(2) == ["", "> show"])
        #expect(sut.session.failures == 0)
    }

    @Test("help lists the commands and the demo accounts; quit ends the session")
    func helpAndQuit() async {
        let sut = makeSUT(architecture: .mvvmReactive)

        #expect(await sut.session.handle("help"))
        #expect(sut.transcript.lines.contains("  13874389438  code 5858   David Blaine"))
        #expect(await sut.session.handle("quit") == false)
    }

    @Test(
        "with a tracer, a login's auth and store calls are printed between the frames, and the code never",
        arguments: Architecture.allCases
    )
    func traceShowsTheLoginsCalls(architecture: Architecture) async throws {
        let tracer = Tracer(now: SteppingClock(step: .seconds(1)).now)
        let sut = makeSUT(architecture: architecture, tracer: tracer)
        _ = await sut.session.handle("tap login.fillUp")

        _ = await sut.session.handle("tap login.submit")

        let lines = sut.transcript.lines
        let loading = try #require(lines.lastIndex(of: #"HUD: "Loading..."  ◀"#))
        let auth = try #require(lines.firstIndex(of: "→ auth.logIn(13874389438, ••••)  1.00 s → David Blaine"))
        let save = try #require(lines.firstIndex(of: #"→ store.set("login.lastPhone")  1.00 s"#))
        let greeting = try #require(lines.firstIndex { $0.hasPrefix(#"Screen "Greeting""#) })
        #expect(loading < auth)
        #expect(auth < save)
        #expect(save < greeting)
        #expect(lines.first == #"→ store.get("login.lastPhone")  1.00 s → nothing"#)
        #expect(!lines.filter { $0.hasPrefix("→") }.contains { $0.contains("5858") })
    }

    @Test(
        "L9: a phone pre-filled from the store is said to come from it, with --fresh to start without it",
        arguments: Architecture.allCases
    )
    func prefilledPhoneIsExplained(architecture: Architecture) throws {
        let store = InMemoryStore()
        LoginMemory(store: store).remember(try #require(MobileNumber("13874389438")))

        let sut = makeSUT(architecture: architecture, environment: .testing(store: store), storeName: "demo.json")

        #expect(sut.transcript.lines.contains(#"  TextField login.phone: "13874389438""#))
        #expect(
            sut.transcript.lines.last
                == "note: login.phone comes from what demo.json remembers of an earlier session; --fresh starts without it"
        )
    }

    @Test("a screen that opens with nothing remembered gets no note", arguments: Feature.allCases)
    func nothingRememberedNoNote(feature: Feature) {
        let sut = makeSUT(architecture: .mvp, feature: feature, storeName: "demo.json")

        #expect(!sut.transcript.lines.contains { $0.hasPrefix("note:") })
    }

    @Test("S4: recent searches remembered in the store are said to come from it")
    func rememberedSearchesAreExplained() {
        let store = InMemoryStore()
        RecentSearches(store: store).record(.sample("tatras", count: 2))

        let sut = makeSUT(
            architecture: .mvvmReactive, feature: .search, environment: .testing(store: store), storeName: "demo.json")

        #expect(
            sut.transcript.lines.last
                == "note: search.recent comes from what demo.json remembers of an earlier session; --fresh starts without it"
        )
    }

    @Test(
        "S3, S7: every line of the results screen's rows fits 80 columns, counts included",
        arguments: Architecture.allCases)
    func resultRowsFitEightyColumns(architecture: Architecture) async throws {
        let titles = [
            "Téry ház - Magas Tátra hótalpas [4452], seen from the hut on a clear winter morning",
            "ゴイサギ：Black-crowned night heron", "⚡️So Cute Sleepy Puppy ⚡️😎👍 Tag your friends 👍😎",
        ]
        let photos = (10..<32).map { index in
            FlickrPhoto(
                id: "68765155\(index)",
                title: titles[index % titles.count],
                thumbnailURL: URL(string: "https://live.staticflickr.com/7067/68765155\(index)_654bbdec49_m.jpg")!
            )
        }
        let flickr = FlickrServiceStub(
            search: .success(FlickrSearchResults(searchString: "talpas", photos: photos, totalResults: 1_234)),
            metadata: .success(FlickrPhotoMetadata(favourites: 1_234, comments: 10))
        )
        let sut = makeSUT(architecture: architecture, feature: .search, environment: .testing(flickr: flickr))
        _ = await sut.session.handle("type search.text talpas")
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("tap search.go")
        _ = await sut.session.handle("scroll results.list 12")

        let rows = sut.transcript.lines(since: mark).drop { !$0.hasPrefix(#"Screen "talpas""#) }
            .filter { line in line.hasPrefix("    row ") || line.hasPrefix("      image ") }
        #expect(rows.count >= 40)
        #expect(rows.contains { $0.hasPrefix("    row 21: ") })
        #expect(rows.contains { $0.hasSuffix(#"…", detail "1,234 favourites · 10 comments""#) })
        for row in rows {
            // Counted by hand: two columns for each wide character and emoji, one for the rest.
            let columns = row.unicodeScalars.reduce(0) { columns, scalar in
                switch scalar.value {
                case 0x3000...0x9FFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF, 0x26A1: columns + 2
                case 0xFE0F, 0x200D: columns
                default: columns + 1
                }
            }
            #expect(columns <= 80, "\(columns) columns: \(row)")
        }
    }

    @Test("a scroll past the end of a list says it stopped at the end, and where", arguments: Architecture.allCases)
    func scrollPastTheEndIsClamped(architecture: Architecture) async {
        let flickr = FlickrServiceStub(search: .success(.sample("tatras", count: 12)))
        let sut = makeSUT(architecture: architecture, feature: .search, environment: .testing(flickr: flickr))
        for line in ["type search.text tatras", "tap search.go", "scroll results.list 1"] {
            _ = await sut.session.handle(line)
        }
        #expect(!sut.transcript.lines.contains { $0.hasPrefix("note:") })

        _ = await sut.session.handle("scroll results.list 500")

        #expect(
            sut.transcript.lines.contains(
                "note: scroll clamped at the end of 'results.list' (12 rows): it shows rows 2-11"))
        #expect(sut.session.failures == 0)
    }

    @Test(
        "selecting a result row, which no style acts on, says in one note that the rows are not selectable",
        arguments: Architecture.allCases
    )
    func selectingAResultRowSaysItDoesNothing(architecture: Architecture) async {
        let flickr = FlickrServiceStub(search: .success(.sample("tatras", count: 12)))
        let sut = makeSUT(architecture: architecture, feature: .search, environment: .testing(flickr: flickr))
        for line in ["type search.text tatras", "tap search.go"] {
            _ = await sut.session.handle(line)
        }
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("select results.list 11")

        let notes = sut.transcript.lines(since: mark).filter { $0.hasPrefix("note:") }
        #expect(
            notes == [
                "note: rows of 'results.list' are not selectable: selecting row 11 changed nothing on this screen"
            ])
        #expect(sut.session.failures == 0)
    }

    @Test("selecting a recent search, which runs it, gets no note", arguments: Architecture.allCases)
    func selectingARecentSearchGetsNoNote(architecture: Architecture) async {
        let store = InMemoryStore()
        RecentSearches(store: store).record(.sample("tatras", count: 2))
        let flickr = FlickrServiceStub(search: .success(.sample("tatras", count: 2)))
        let sut = makeSUT(
            architecture: architecture, feature: .search, environment: .testing(store: store, flickr: flickr))
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("select search.recent 0")

        #expect(!sut.transcript.lines(since: mark).contains { $0.hasPrefix("note:") })
        #expect(sut.transcript.lines(since: mark).contains { $0.hasPrefix(#"Screen "tatras""#) })
    }

    @Test(
        "open on a screen alone says it needs the app, in one line, and changes nothing",
        arguments: Architecture.allCases)
    func openWithoutTheAppIsRefused(architecture: Architecture) async {
        let sut = makeSUT(architecture: architecture)
        let before = sut.window.render()
        let mark = sut.transcript.lines.count

        _ = await sut.session.handle("open photos://search?text=sunset")

        #expect(
            sut.transcript.lines(since: mark).filter { $0.hasPrefix("error: ") } == [
                "error: open follows a link into the whole app: start the demo with 'app' (try 'help')"
            ])
        #expect(sut.window.render() == before)
        #expect(sut.session.failures == 1)
    }

    @Test("open hands the link to the app, then draws the frame the app shows", arguments: Architecture.allCases)
    func openHandsTheLinkToTheApp(architecture: Architecture) async throws {
        let app = makeApp(architecture: architecture, environment: .testing())
        let transcript = Transcript()
        let session = DemoSession(
            window: app.window, openLink: app.open, tracer: nil, echoesCommands: true, write: transcript.write)
        session.start()
        let mark = transcript.lines.count

        _ = await session.handle("open photos://nowhere")

        #expect(transcript.lines(since: mark).contains { $0.hasPrefix(#"Toast: "This link can't be opened.""#) })
        #expect(session.failures == 0)
    }

    // MARK: - Private

    /// `feature`'s screen (login by default) in `architecture`, in a window driven by a session that writes to a
    /// transcript; with a tracer, the environment's services report to it and the session prints what they report.
    private func makeSUT(
        architecture: Architecture,
        feature: Feature = .login,
        environment: AppEnvironment = .testing(),
        tracer: Tracer? = nil,
        storeName: String? = nil
    ) -> SUT {
        let environment = tracer.map { environment.traced(by: $0) } ?? environment
        let transcript = Transcript()
        let screen = makeScreen(feature, architecture: architecture, environment: environment)
        let window = Window(rootViewController: screen)
        let session = DemoSession(
            window: window, tracer: tracer, storeName: storeName, echoesCommands: true, write: transcript.write)
        session.start()
        return SUT(session: session, transcript: transcript, window: window)
    }
}
