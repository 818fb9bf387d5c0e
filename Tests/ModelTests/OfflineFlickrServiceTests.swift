import Foundation
import Testing

@testable import Model

@Suite(.timeLimit(.minutes(1)))
struct OfflineFlickrServiceTests {
    @Test("the bundled catalogue holds thousands of distinct real photos, each with a thumbnail, and says where from")
    func catalogue() throws {
        let catalogue = try #require(FlickrCatalogue.bundled)

        #expect(catalogue.records.count >= 4_000)
        #expect(Set(catalogue.records.map(\.id)).count == catalogue.records.count)
        #expect(catalogue.records.allSatisfy { $0.photo != nil })
        #expect(catalogue.sources.contains { $0.repository == "dantsai/iolab-flickrInterestingness" })
        #expect(catalogue.provenance.contains("never invented"))
    }

    @Test(
        "the obvious first searches find photos, some of them several pages",
        arguments: [
            ("cats", 10, "82561387"), ("dog", 123, "27980019415"), ("tree", 42, "49728715086"),
            ("sunset", 67, "5336422212"), ("beach", 23, "28803731174"), ("flowers", 169, "29160943435"),
            ("city", 21, "4142526922"), ("ZIMĄ", 8, "6903807767"), ("  Candy canes  ", 1, "5227922370"),
        ]
    )
    func matchesTitles(text: String, total: Int, firstID: String) async throws {
        let sut = OfflineFlickrService(latency: .zero)

        let results = try await sut.search(text)

        #expect(results.totalResults == total)
        #expect(results.photos.count == min(total, FlickrSearchResults.pageSize))
        #expect(results.photos.first?.id == firstID)
        #expect(results.searchString == text)
        #expect(results.page == 1)
        #expect(results.pages == (total + FlickrSearchResults.pageSize - 1) / FlickrSearchResults.pageSize)
        let needle = text.trimmingCharacters(in: .whitespaces)
        #expect(results.photos.allSatisfy { $0.title.range(of: needle, options: .caseInsensitive) != nil })
    }

    @Test("S10: the catalogue is served a page at a time: later pages follow on, the last is short, none repeats")
    func pagesFollowOn() async throws {
        let sut = OfflineFlickrService(latency: .zero)
        var results = try await sut.search("dog")

        while results.hasMorePages {
            results = results.appending(try await sut.search("dog", page: results.page + 1))
        }

        #expect(results.page == 5)
        #expect(results.photos.count == 123)
        #expect(results.totalResults == 123)
        #expect(Set(results.photos.map(\.id)).count == 123)
        #expect(try await sut.search("dog", page: 2).photos.first?.id == "3972996016")
        #expect(try await sut.search("dog", page: 5).photos.count == 23)
        #expect(try await sut.search("dog", page: 6).photos.isEmpty)
    }

    @Test("unmatched or blank text gives zero results, not an error", arguments: ["no such photo anywhere", "", "   "])
    func zeroResults(text: String) async throws {
        let results = try await OfflineFlickrService(latency: .zero).search(text)

        #expect(results == FlickrSearchResults(searchString: text, photos: [], totalResults: 0))
        #expect(!results.hasMorePages)
    }

    @Test(
        "metadata are the counts a capture carried, and unknown where none did: never made up",
        arguments: [
            ("5227922370", FlickrPhotoMetadata(favourites: 1, comments: 1), "1 favourite · 1 comment"),
            ("15035657071", FlickrPhotoMetadata(favourites: nil, comments: 85), "— favourites · 85 comments"),
            ("82561387", FlickrPhotoMetadata(favourites: nil, comments: nil), "— favourites · — comments"),
        ]
    )
    func metadata(photoID: String, expected: FlickrPhotoMetadata, summary: String) async throws {
        let metadata = try await OfflineFlickrService(latency: .zero).metadata(photoID: photoID)

        #expect(metadata == expected)
        #expect(metadata.summary == summary)
    }

    @Test("an id the catalogue does not know is a clear error")
    func unknownPhoto() async throws {
        let error = await #expect(throws: FlickrError.self) {
            try await OfflineFlickrService(latency: .zero).metadata(photoID: "404")
        }

        #expect(error == .apiError(code: 1, message: "Photo not found"))
        #expect(error?.userFacingMessage == "Flickr error 1: Photo not found")
    }

    @Test("search, pages and metadata all wait out the configured latency through the injected sleep")
    func latencyIsHonoured() async throws {
        let sleep = SleepSpy()
        let sut = OfflineFlickrService(latency: .milliseconds(750), sleep: sleep.sleep)

        _ = try await sut.search("dog")
        _ = try await sut.search("dog", page: 2)
        _ = try await sut.search("nothing matches this")
        _ = try await sut.metadata(photoID: "5227922370")

        #expect(sleep.recorded == Array(repeating: .milliseconds(750), count: 4))
    }

    @Test("zero latency never sleeps")
    func zeroLatency() async throws {
        let sleep = SleepSpy()

        _ = try await OfflineFlickrService(latency: .zero, sleep: sleep.sleep).search("dog")

        #expect(sleep.recorded.isEmpty)
    }

    @Test("cancelling during the latency throws CancellationError")
    func cancellation() async throws {
        let sleep = SleepSpy(blocks: true)
        let sut = OfflineFlickrService(latency: .seconds(1), sleep: sleep.sleep)

        let search = Task { try await sut.search("dog") }
        await sleep.waitUntilSleeping()
        search.cancel()

        await #expect(throws: CancellationError.self) { try await search.value }
    }
}
