import Foundation
import Model
import Testing

struct FlickrSearchResultsTests {
    private static func photos(_ ids: Range<Int>) -> [FlickrPhoto] {
        ids.map { FlickrPhoto(id: "\($0)", title: "", thumbnailURL: URL(string: "https://example.com/\($0).jpg")!) }
    }

    @Test(
        "S10: there are more pages while Flickr reports them and they are within the photos it serves",
        arguments: [(1, 1, false), (1, 2, true), (4, 5, true), (5, 5, false), (159, 500, true), (160, 500, false)]
    )
    func hasMorePages(page: Int, pages: Int, expected: Bool) {
        let results = FlickrSearchResults(searchString: "dog", photos: [], totalResults: 0, page: page, pages: pages)

        #expect(results.hasMorePages == expected)
    }

    @Test("S10: a next page is appended after the photos so far, and the total stays the first answer's")
    func appendingANextPage() {
        let first = FlickrSearchResults(
            searchString: "dog", photos: Self.photos(0..<25), totalResults: 123, page: 1, pages: 5)
        let second = FlickrSearchResults(
            searchString: "dog", photos: Self.photos(25..<50), totalResults: 124, page: 2, pages: 5)

        let both = first.appending(second)

        #expect(both.photos == Self.photos(0..<50))
        #expect(both.totalResults == 123)
        #expect(both.summary == "123 results")
        #expect(both.page == 2)
        #expect(both.pages == 5)
        #expect(both.searchString == "dog")
    }

    @Test("a page before the first or a page count below the page is taken as what it must at least be")
    func pageAndPagesAreKeptSensible() {
        let results = FlickrSearchResults(searchString: "dog", photos: [], totalResults: 0, page: 0, pages: -3)

        #expect(results.page == 1)
        #expect(results.pages == 1)
        #expect(!results.hasMorePages)
    }

    @Test("S10: the texts of results.more are written once, for every style")
    func moreTexts() {
        #expect(ResultsTexts.loadingMore == "Loading more…")
        #expect(ResultsTexts.loadMoreFailed == "Couldn't load more photos.")
    }
}
