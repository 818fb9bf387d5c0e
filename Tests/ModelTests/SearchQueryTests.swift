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
}
