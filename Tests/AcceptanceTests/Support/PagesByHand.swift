import Model
import TestSupport

/// The Flickr service of the paging scenarios: later pages are answered by hand through ``pages`` (a
/// ``FlickrServiceSpy``), while every photo's counts are answered at once, so a scenario waits only for the page it is
/// about and `settle()` never waits on a row. The photos whose counts were asked are recorded in order.
@MainActor
final class PagesByHand: FlickrService {
    /// Where the page requests go, to be completed by the test.
    let pages = FlickrServiceSpy()

    /// The id of every photo whose counts were asked, in order.
    private(set) var countsAsked: [String] = []

    func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        try await pages.search(text, page: page)
    }

    /// Answers at once with the fixtures' counts.
    func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        countsAsked.append(photoID)
        return ResultsFixtures.someCounts.metadata
    }
}
