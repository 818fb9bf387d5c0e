import Testing

@testable import DemoCore

/// Result rows fit 80 columns: a row too wide puts its image on a line of its own and cuts its title, never its
/// counts.
struct ListRowTextTests {
    private static let url = "https://live.staticflickr.com/7067/6876515529_654bbdec49_m.jpg"

    @Test("a row that fits is left as it is, and so is a long line that is not a row, or a row with nothing after it")
    func shortRowAndOtherLinesAreKept() {
        let row = "    row 0: \"tatras (12)\""
        let field = "  TextField search.text: \"\(String(repeating: "a", count: 100))\""

        #expect(ListRowText.fitted(row, reserving: 3) == [row])
        #expect(ListRowText.fitted(field, reserving: 0) == [field])
        #expect(ListRowText.fitted("    row 9:", reserving: 78) == ["    row 9:"])
    }

    @Test("a row too wide keeps its title and detail on its line and puts its image on the next")
    func imageMovesToItsOwnLine() {
        let row = "    row 0: \"In the Tatras\", detail \"65 favourites · 0 comments\", image \(Self.url)"

        let lines = ListRowText.fitted(row, reserving: 0)

        #expect(
            lines == ["    row 0: \"In the Tatras\", detail \"65 favourites · 0 comments\"", "      image \(Self.url)"])
    }

    @Test("a title still too wide is cut with … inside its quotes, keeping the detail and leaving room for the mark")
    func longTitleIsCut() throws {
        let title = "Téry ház - Magas Tátra hótalpas [4452] and a caption that goes on and on"
        let row = "    row 68: \"\(title)\", detail \"1,234 favourites · 10 comments\", image \(Self.url)"

        let lines = ListRowText.fitted(row, reserving: 3)

        let first = try #require(lines.first)
        #expect(first.count == 77)
        #expect(first.hasPrefix("    row 68: \"Téry ház - Magas"))
        #expect(first.hasSuffix("…\", detail \"1,234 favourites · 10 comments\""))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("a cut never splits an escape: one that does not fit goes whole")
    func escapesStayWhole() {
        let title = String(repeating: "x", count: 28) + #"\u{1B}[2J and more words, far too long for one line"#
        let row = "    row 1: \"\(title)\", detail \"1 favourite · 1 comment\", image \(Self.url)"

        let lines = ListRowText.fitted(row, reserving: 0)

        // 33 columns are left for the title: the 28 x's fit, and the 6-column escape after them does not.
        #expect(
            lines.first == "    row 1: \"\(String(repeating: "x", count: 28))…\", detail \"1 favourite · 1 comment\"")
    }

    @Test("a title's own \", image \" is not taken for the row's image")
    func imageInsideTheTitleIsText() {
        let row =
            "    row 3: \"a map, image 12 of a long series of maps of the Tatras\", detail \"1 favourite · 1 comment\""

        let lines = ListRowText.fitted(row, reserving: 0)

        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("…\", detail \"1 favourite · 1 comment\"") == true)
        #expect((lines.first?.count ?? 0) <= 80)
    }

    @Test("an image URL too wide for its line loses its middle and keeps its file name")
    func longURLLosesItsMiddle() throws {
        let url = "https://example.com/" + String(repeating: "deep/", count: 20) + "6876515529_654bbdec49_m.jpg"
        let row = "    row 2: \"x\", image \(url)"

        let image = try #require(ListRowText.fitted(row, reserving: 0).last)

        #expect(image.count == 80)
        #expect(image.hasPrefix("      image https://example.com/"))
        #expect(image.hasSuffix("/6876515529_654bbdec49_m.jpg"))
        #expect(image.contains("…"))
    }

    @Test("a title of wide characters is cut by the columns a terminal gives them, two a character")
    func wideTitleIsCutByColumns() throws {
        let title = "ゴイサギ：Black-crowned night heron"
        let row = "    row 10: \"\(title)\", detail \"1,234 favourites · 10 comments\", image \(Self.url)"

        let lines = ListRowText.fitted(row, reserving: 3)

        #expect(
            lines.first == "    row 10: \"ゴイサギ：Black-crown…\", detail \"1,234 favourites · 10 comments\"")
        #expect(lines.allSatisfy { TerminalText.columns(of: $0) <= 80 })
    }

    @Test("a row with no count known says the counts are not in the offline catalogue, outside quotes; others are kept")
    func unknownCountsAreNamed() {
        let unknown = "    row 1: \"Cotton candy\", detail \"— favourites · — comments\", image \(Self.url)"
        let halfKnown = "    row 3: \"landscape\", detail \"— favourites · 85 comments\", image \(Self.url)"
        let quotedInTitle = #"    row 2: "a, detail \"— favourites · — comments\"", detail "1 favourite · 1 comment""#
        let field = #"  Label results.summary: "— favourites · — comments""#

        #expect(
            ListRowText.namingUnknownCounts(unknown)
                == "    row 1: \"Cotton candy\", counts not in the offline catalogue, image \(Self.url)")
        #expect(
            ListRowText.namingUnknownCounts(#"    row 1: "x", detail "— favourites · — comments""#)
                == #"    row 1: "x", counts not in the offline catalogue"#)
        #expect(ListRowText.namingUnknownCounts(halfKnown) == halfKnown)
        #expect(ListRowText.namingUnknownCounts(quotedInTitle) == quotedInTitle)
        #expect(ListRowText.namingUnknownCounts(field) == field)
    }
}
