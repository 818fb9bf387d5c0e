import Foundation

/// The answer to a search so far: the photos of the pages loaded, how many photos match in all, and whether Flickr
/// has more pages to give.
public struct FlickrSearchResults: Hashable, Sendable {
    /// How many photos a page holds, for both clients: the live one asks Flickr for pages of this size (`per_page`), the
    /// offline one cuts its catalogue into them.
    ///
    /// Twenty-five is two and a half screens of the results list's ten-row viewport: the first answer comes quickly
    /// and costs Flickr little, and a reader meets the next page after a short scroll, so the paging is seen and paid
    /// for in every style rather than hidden behind Flickr's default of a hundred.
    public static let pageSize = 25

    /// Flickr serves at most this many photos of one search, however many match; pages past it repeat earlier photos.
    public static let servedLimit = 4_000

    /// The text that was searched for, as the user gave it.
    public let searchString: String
    /// The photos of every page loaded so far, in Flickr's order (most interesting first).
    public let photos: [FlickrPhoto]
    /// How many photos match in all; at least `photos.count`.
    public let totalResults: Int
    /// The last page loaded, from 1.
    public let page: Int
    /// How many pages Flickr says there are; at least ``page``.
    public let pages: Int

    /// Creates search results: by default one page that is all there is.
    public init(searchString: String, photos: [FlickrPhoto], totalResults: Int, page: Int = 1, pages: Int = 1) {
        self.searchString = searchString
        self.photos = photos
        self.totalResults = totalResults
        self.page = max(1, page)
        self.pages = max(self.page, pages)
    }

    /// Whether asking for the next page can bring photos: Flickr reports more pages, and the next one is within the
    /// photos it serves (S10).
    public var hasMorePages: Bool {
        page < pages && page * Self.pageSize < Self.servedLimit
    }

    /// These results with `next` — the following page of the same search — appended: its photos after these, its
    /// page and page count; the total stays the first answer's, so the summary does not move while pages arrive.
    public func appending(_ next: FlickrSearchResults) -> FlickrSearchResults {
        FlickrSearchResults(
            searchString: searchString,
            photos: photos + next.photos,
            totalResults: max(totalResults, photos.count + next.photos.count),
            page: next.page,
            pages: next.pages
        )
    }
}
