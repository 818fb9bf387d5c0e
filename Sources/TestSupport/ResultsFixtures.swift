import Foundation
import Model

/// The data every results suite uses, written once: summaries, counts, a page with an untitled photo, and a page
/// long enough to scroll.
public enum ResultsFixtures {
    /// Search results and the summary line the results screen must show for them.
    public struct Summary: Sendable, CustomStringConvertible {
        /// What the search answered.
        public let results: FlickrSearchResults
        /// The text of `results.summary`.
        public let text: String

        /// The expected summary, as test results show the argument.
        public var description: String { text }
    }

    /// S3: a search that found nothing.
    public static let noPhotos = FlickrSearchResults.sample("qwxz", count: 0)

    /// S3: a total larger than the page (comma-grouped), one result, and none.
    public static let summaries = [
        Summary(results: .sample("mountains", count: 3, totalResults: 12_345), text: "12,345 results"),
        Summary(results: .sample("unicorn", count: 1), text: "1 result"),
        Summary(results: noPhotos, text: "No photos found"),
    ]

    /// A photo's counts and the detail text its row must show for them.
    public struct Counts: Sendable, CustomStringConvertible {
        /// What the service answers for the photo.
        public let metadata: FlickrPhotoMetadata
        /// The row's detail text.
        public let text: String

        /// The expected detail, as test results show the argument.
        public var description: String { text }
    }

    /// S7: plural, singular, and grouped from 1,000.
    public static let counts = [
        Counts(metadata: FlickrPhotoMetadata(favourites: 12, comments: 3), text: "12 favourites · 3 comments"),
        Counts(metadata: FlickrPhotoMetadata(favourites: 1, comments: 1), text: "1 favourite · 1 comment"),
        Counts(metadata: FlickrPhotoMetadata(favourites: 1_234, comments: 0), text: "1,234 favourites · 0 comments"),
    ]

    /// The counts most tests answer with, and their text.
    public static let someCounts = counts[0]

    /// S3: three photos, the second without a title.
    public static let pageWithAnUntitledPhoto = FlickrSearchResults(
        searchString: "tatras",
        photos: [
            .sample(1),
            FlickrPhoto(id: "2", title: "", thumbnailURL: FlickrPhoto.sample(2).thumbnailURL),
            .sample(3),
        ],
        totalResults: 3
    )

    /// The title each row of ``pageWithAnUntitledPhoto`` shows.
    public static let titlesOfThePageWithAnUntitledPhoto = ["Photo 1", "Untitled", "Photo 3"]

    /// S7, S9: thirty photos (ids "1" … "30"), three screens of the results list at its default viewport.
    public static let threeScreensOfPhotos = FlickrSearchResults.sample("mountains", count: 30, totalResults: 4_000)

    /// The id of the photo `row` shows in the sample results (rows count from 0, sample ids from 1).
    public static func photoID(ofRow row: Int) -> String {
        FlickrPhoto.sample(row + 1).id
    }

    /// S10: the first of three pages of a search for "dogs" that matched 60 photos: 25 photos (ids "1" … "25").
    public static let firstOfThreePages = FlickrSearchResults.sample(
        "dogs", count: FlickrSearchResults.pageSize, totalResults: 60, page: 1, pages: 3)

    /// S10: the second page of that search: 25 more photos (ids "26" … "50"). Flickr's total drifts from one page to
    /// the next; this page says 61, so a screen that showed a later page's total instead of the first answer's would
    /// read "61 results".
    public static let secondOfThreePages = FlickrSearchResults.sample(
        "dogs", count: FlickrSearchResults.pageSize, totalResults: 61, firstID: 26, page: 2, pages: 3)

    /// S10: the last page of that search: the 10 photos left (ids "51" … "60").
    public static let thirdOfThreePages = FlickrSearchResults.sample(
        "dogs", count: 10, totalResults: 60, firstID: 51, page: 3, pages: 3)

    /// S10: the first of three pages Flickr cut short (it leaves out photos it will not show): 3 photos ("1" … "3"),
    /// fewer than the results list shows, so its last row is on screen as soon as the screen opens.
    public static let shortFirstOfThreePages = FlickrSearchResults.sample(
        "dogs", count: 3, totalResults: 60, page: 1, pages: 3)

    /// S10: the second page of that search, cut short too: 3 more photos ("4" … "6"). Appended, the list is still
    /// shorter than the screen, so the new last row shows as soon as the page arrives.
    public static let shortSecondOfThreePages = FlickrSearchResults.sample(
        "dogs", count: 3, totalResults: 60, firstID: 4, page: 2, pages: 3)

    /// S10: the row whose appearing reaches the end of ``firstOfThreePages``.
    public static let lastRowOfTheFirstPage = FlickrSearchResults.pageSize - 1

    /// S10: the page request reaching the end of ``firstOfThreePages`` sends.
    public static let secondPageRequest = FlickrServiceSpy.PageRequest(text: "dogs", page: 2)

    /// S10: the page request reaching the end of ``secondOfThreePages``, once appended, sends.
    public static let thirdPageRequest = FlickrServiceSpy.PageRequest(text: "dogs", page: 3)

    /// S10: why a page fails in the tests: a service that does not answer.
    public static let pageFailure = FlickrError.serviceUnavailable(code: 105)
}
