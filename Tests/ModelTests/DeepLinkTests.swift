import Model
import Testing

/// The links the app is handed (N2–N5), from the ones it knows to hostile ones: what each parses to, or that it is no
/// link at all.
struct DeepLinkTests {
    static let known: [(String, DeepLink)] = [
        ("photos://greeting", .greeting),
        ("photos://greeting/", .greeting),
        ("photos://greeting?text=cats", .greeting),
        ("photos://search", .search(text: "")),
        ("photos://search?text=", .search(text: "")),
        ("photos://search?text=sunset", .search(text: "sunset")),
        ("photos://search/?text=sunset", .search(text: "sunset")),
        ("PHOTOS://Search?text=Sunset", .search(text: "Sunset")),
        ("photos://search?text=red%20fox", .search(text: "red fox")),
        ("photos://search?text=a+b", .search(text: "a+b")),
        ("photos://search?text=a%2Bb", .search(text: "a+b")),
        ("photos://search?text=%26%23%3D%25", .search(text: "&#=%")),
        ("photos://search?text=caf%C3%A9", .search(text: "café")),
        ("photos://search?text=café", .search(text: "café")),
        ("photos://search?text=%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB", .search(text: "👩‍💻")),
        ("photos://search?text=%20%20ab%20", .search(text: "  ab ")),
        ("photos://search?utm_source=mail&text=cats", .search(text: "cats")),
        ("photos://search?text=cats&&", .search(text: "cats")),
        ("photos://search?te%78t=cats", .search(text: "cats")),
        ("photos://search?text=cats#top", .search(text: "cats")),
        (
            "photos://search?text=" + String(repeating: "a", count: 200),
            .search(text: String(repeating: "a", count: 200))
        ),
        (
            "photos://search?text=" + String(repeating: "%F0%9F%87%A8%F0%9F%87%B3", count: 200),
            .search(text: String(repeating: "🇨🇳", count: 200))
        ),
    ]

    static let unknown: [String] = [
        "",
        "photos",
        "photos:",
        "photos://",
        "photos:search",
        "photos:/search",
        "https://search?text=cats",
        "photo://search",
        "photos://results",
        "photos://search/extra",
        "photos://greeting/again",
        "photos://user@search",
        "photos://search:80",
        "photos://search?text=%ZZ",
        "photos://search?text=%",
        "photos://search?text=%4",
        "photos://search?text=%E2%82",
        "photos://search?text=%C0%AF",
        "photos://search?%ZZ=1",
        "photos://search?text=a%0Ab",
        "photos://search?text=a%00b",
        "photos://search?text=a%7Fb",
        "photos://search?text=a%C2%85b",
        "photos://search?text=a%E2%80%A8b",
        "photos://search?text=a\nb",
        "photos://search?text=red fox",
        "photos://search?text=red\tfox",
        " photos://search",
        "photos://search?text=a&text=b",
        "photos://search?text=" + String(repeating: "a", count: 201),
        "photos://search?text=" + String(repeating: "%F0%9F%87%A8%F0%9F%87%B3", count: 201),
        "photos://search?text=" + String(repeating: "a", count: 1_000_000),
        "photos://greeting\u{202E}",
    ]

    @Test("N2: the links the app knows parse to where they go", arguments: known)
    func knownLinksParse(_ link: String, _ expected: DeepLink) {
        #expect(DeepLink(link) == expected)
    }

    @Test("N5: a link the app does not know is no link", arguments: unknown)
    func unknownLinksAreRefused(_ link: String) {
        #expect(DeepLink(link) == nil)
    }

    @Test(
        "N2: a search link reads back its own text, whatever the text",
        arguments: ["sunset", "red fox", "a+b=c&d#e%f", "café", "👩‍💻 at work", "  padded  ", "", "?/:@"]
    )
    func searchLinksReadBackTheirText(_ text: String) {
        let link = DeepLink.search(text: text)

        #expect(DeepLink(link.link) == link)
    }

    @Test("N2: a link is written as the system would hand it over")
    func linksAreWrittenPercentEncoded() {
        #expect(DeepLink.greeting.link == "photos://greeting")
        #expect(DeepLink.search(text: "").link == "photos://search")
        #expect(DeepLink.search(text: "red fox & co").link == "photos://search?text=red%20fox%20%26%20co")
    }
}
