import Model
import Testing

/// The search-text rule (S1): more than three characters after trimming, counted as grapheme clusters.
struct SearchQueryTests {
    @Test(
        "S1: a query needs more than 3 characters once surrounding whitespace is trimmed",
        arguments: [
            ("", nil),
            ("cat", nil),
            ("cat ", nil),
            ("  ca  ", nil),
            ("\t\ncat\n", nil),
            ("cats", "cats"),
            ("cats ", "cats"),
            ("  cats!  ", "cats!"),
            ("big cats", "big cats"),
            ("\u{3000}cats\u{A0}\r\n", "cats"),
        ] as [(String, String?)]
    )
    func queryNeedsMoreThanThreeCharacters(text: String, query: String?) {
        #expect(SearchQuery(text)?.text == query)
    }

    @Test(
        "S1: characters are counted as a reader sees them: an emoji with modifiers or a decomposed letter is one",
        arguments: [
            ("🐱🐶🐭", false),
            ("🐱🐶🐭🐹", true),
            ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", false),
            ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", true),
            ("cafe\u{301}", true),
            ("cae\u{301}", false),
        ]
    )
    func charactersAreGraphemeClusters(text: String, isQuery: Bool) {
        #expect((SearchQuery(text) != nil) == isQuery)
    }

    @Test("S1: two queries whose texts trim to the same text are the same query")
    func queriesCompareByTrimmedText() throws {
        let typed = try #require(SearchQuery("  tatras \n"))
        let clean = try #require(SearchQuery("tatras"))

        #expect(typed == clean)
        #expect(Set([typed, clean]).count == 1)
        #expect(typed != SearchQuery("Tatras"))
    }

    @Test("S1: a pasted text of 10,000 characters makes a query of the whole text, trimmed")
    func longTextMakesAQuery() throws {
        let words = String(repeating: "tatras ", count: 1_428) + "cats"

        let query = try #require(SearchQuery("  " + words + " \n"))

        #expect(words.count == 10_000)
        #expect(query.text == words)
    }
}
