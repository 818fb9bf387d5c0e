import Foundation
import Model
import TestSupport
import Testing

struct RecentSearchesTests {
    @Test("searches are listed newest first with their total and first thumbnail")
    func newestFirst() {
        let sut = RecentSearches(store: InMemoryStore())

        sut.record(.sample("cats", count: 2, totalResults: 1_200))
        sut.record(.sample("dogs", count: 1))

        #expect(
            sut.all() == [
                RecentSearch(text: "dogs", totalResults: 1, thumbnailURL: FlickrPhoto.sample(1).thumbnailURL),
                RecentSearch(text: "cats", totalResults: 1_200, thumbnailURL: FlickrPhoto.sample(1).thumbnailURL),
            ]
        )
    }

    @Test("a text searched again with other surrounding spaces is the same entry, stored trimmed")
    func surroundingSpacesDoNotMakeANewEntry() {
        let sut = RecentSearches(store: InMemoryStore())

        sut.record(.sample("cats ", count: 1, totalResults: 5))
        sut.record(.sample("  Cats", count: 1, totalResults: 7))

        #expect(sut.all().map(\.text) == ["Cats"])
        #expect(sut.all().map(\.totalResults) == [7])
    }

    @Test("an entry that cannot be read is skipped, and recording keeps the readable ones")
    func unreadableEntryLosesNothingElse() throws {
        let store = InMemoryStore()
        let readable = RecentSearch(text: "dogs", totalResults: 3, thumbnailURL: nil)
        try store.setValue([OddEntry.search(readable), .garbage], forKey: "search.recent")
        let sut = RecentSearches(store: store)

        #expect(sut.all() == [readable])
        sut.record(.sample("cats", count: 0))
        #expect(sut.all().map(\.text) == ["cats", "dogs"])
    }

    @Test("a search with no photos is listed without a thumbnail")
    func zeroResultsHaveNoThumbnail() {
        let sut = RecentSearches(store: InMemoryStore())

        sut.record(.sample("nothing", count: 0))

        #expect(sut.all() == [RecentSearch(text: "nothing", totalResults: 0, thumbnailURL: nil)])
    }

    @Test("at most ten are kept, dropping the oldest", arguments: [9, 10, 11, 25])
    func keepsTen(searches: Int) {
        let sut = RecentSearches(store: InMemoryStore())

        for index in 1...searches { sut.record(.sample("search \(index)")) }

        let expected = (max(1, searches - 9)...searches).reversed().map { "search \($0)" }
        #expect(sut.all().map(\.text) == expected)
    }

    @Test(
        "searching again for a listed text, in any case, moves it to the front with the new answer",
        arguments: ["Cats", "CATS", "cats"]
    )
    func moveToFront(again: String) {
        let sut = RecentSearches(store: InMemoryStore())
        sut.record(.sample("cats", count: 1))
        sut.record(.sample("dogs", count: 1))

        sut.record(.sample(again, count: 3))

        #expect(sut.all().map(\.text) == [again, "dogs"])
        #expect(sut.all().first?.totalResults == 3)
    }

    @Test("recent searches survive reopening, through any instance over the same store")
    func persisted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("store.json")
        RecentSearches(store: JSONFileStore(url: file)).record(.sample("tatras"))

        let reopened = RecentSearches(store: JSONFileStore(url: file))

        #expect(reopened.all().map(\.text) == ["tatras"])
    }
}

/// What a store might hold in the recent-searches list: a real entry, or something no version of the app wrote.
private enum OddEntry: Encodable {
    case search(RecentSearch)
    case garbage

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .search(let search): try search.encode(to: encoder)
        case .garbage:
            var container = encoder.singleValueContainer()
            try container.encode(["text": 42])
        }
    }
}
