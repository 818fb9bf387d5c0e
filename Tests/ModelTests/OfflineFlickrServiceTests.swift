import Foundation
import Testing

@testable import Model

@Suite(.timeLimit(.minutes(1)))
struct OfflineFlickrServiceTests {
    @Test("the bundled catalogue holds at least 100 distinct real photos with thumbnails and counts")
    func catalogue() throws {
        let records = try #require(FlickrCatalogue.bundled?.records)

        #expect(records.count >= 100)
        #expect(Set(records.map(\.id)).count == records.count)
        #expect(records.allSatisfy { $0.thumbnailURL.absoluteString.hasPrefix("https://live.staticflickr.com/") })
        #expect(records.allSatisfy { $0.favourites >= 0 && $0.comments >= 0 })
    }

    @Test(
        "search matches titles ignoring case",
        arguments: [
            ("forest", 1, "2985085874"), ("FOREST", 1, "2985085874"), ("tatras", 12, "6876515529"),
            ("NANTES", 4, "53624982545"), ("Bamboo", 2, "477842380"), ("zimą", 8, "6903807767"),
            ("ZIMĄ", 8, "6903807767"), ("  [4452]  ", 1, "6869088663"),
        ]
    )
    func matchesTitles(text: String, count: Int, firstID: String) async throws {
        let sut = OfflineFlickrService(latency: .zero)

        let results = try await sut.search(text)

        #expect(results.photos.count == count)
        #expect(results.totalResults == count)
        #expect(results.photos.first?.id == firstID)
        #expect(results.searchString == text)
        let needle = text.trimmingCharacters(in: .whitespaces)
        #expect(results.photos.allSatisfy { $0.title.range(of: needle, options: .caseInsensitive) != nil })
    }

    @Test("unmatched or blank text gives zero results, not an error", arguments: ["no such photo anywhere", "", "   "])
    func zeroResults(text: String) async throws {
        let results = try await OfflineFlickrService(latency: .zero).search(text)

        #expect(results == FlickrSearchResults(searchString: text, photos: [], totalResults: 0))
    }

    @Test("metadata comes from the catalogue record of the photo")
    func metadata() async throws {
        let sut = OfflineFlickrService(latency: .zero)
        let record = try #require(FlickrCatalogue.bundled?.records.first)

        let metadata = try await sut.metadata(photoID: record.id)

        #expect(metadata == FlickrPhotoMetadata(favourites: record.favourites, comments: record.comments))
        #expect(metadata == FlickrPhotoMetadata(favourites: 17, comments: 4))
    }

    @Test("an id the catalogue does not know is a clear error")
    func unknownPhoto() async throws {
        let error = await #expect(throws: FlickrError.self) {
            try await OfflineFlickrService(latency: .zero).metadata(photoID: "404")
        }

        #expect(error == .apiError(code: 1, message: "Photo not found"))
        #expect(error?.userFacingMessage == "Flickr error 1: Photo not found")
    }

    @Test("search and metadata both wait out the configured latency through the injected sleep")
    func latencyIsHonoured() async throws {
        let sleep = SleepSpy()
        let sut = OfflineFlickrService(latency: .milliseconds(750), sleep: sleep.sleep)

        _ = try await sut.search("tatras")
        _ = try await sut.search("nothing matches this")
        _ = try await sut.metadata(photoID: "2985085874")

        #expect(sleep.recorded == [.milliseconds(750), .milliseconds(750), .milliseconds(750)])
    }

    @Test("zero latency never sleeps")
    func zeroLatency() async throws {
        let sleep = SleepSpy()

        _ = try await OfflineFlickrService(latency: .zero, sleep: sleep.sleep).search("tatras")

        #expect(sleep.recorded.isEmpty)
    }

    @Test("cancelling during the latency throws CancellationError")
    func cancellation() async throws {
        let sleep = SleepSpy(blocks: true)
        let sut = OfflineFlickrService(latency: .seconds(1), sleep: sleep.sleep)

        let search = Task { try await sut.search("tatras") }
        await sleep.waitUntilSleeping()
        search.cancel()

        await #expect(throws: CancellationError.self) { try await search.value }
    }
}
