import Foundation
import Model

/// Search results of any size for the results benchmarks, and a Flickr service that answers every count at once.
/// Not TestSupport's samples and stub: TestSupport imports Testing, which this release executable must not link.
enum ResultsPages {
    /// `count` photos with distinct ids and titles, as a search for "benchmark" would answer them.
    static func results(count: Int) -> FlickrSearchResults {
        let photos = (0..<count).map { index in
            FlickrPhoto(
                id: "\(index)",
                title: "Photo \(index)",
                thumbnailURL: URL(string: "https://live.staticflickr.com/65535/\(index)_secret_m.jpg")!
            )
        }
        return FlickrSearchResults(searchString: "benchmark", photos: photos, totalResults: count)
    }

    /// How many pages the paging search has: the ten a reader scrolls through in `results.pages`.
    static let pageCount = 10

    /// Page `page` of a search of ``pageCount`` full pages, as Flickr answers it: its photos (ids unique across
    /// pages), the total and the page count.
    static func page(_ page: Int) -> FlickrSearchResults {
        let size = FlickrSearchResults.pageSize
        let photos = ((page - 1) * size..<page * size).map { index in
            FlickrPhoto(
                id: "\(index)",
                title: "Photo \(index)",
                thumbnailURL: URL(string: "https://live.staticflickr.com/65535/\(index)_secret_m.jpg")!
            )
        }
        return FlickrSearchResults(
            searchString: "benchmark", photos: photos, totalResults: pageCount * size, page: page, pages: pageCount)
    }

    /// The counts both services answer for every photo: what every row of a settled results screen shows.
    static let counts = FlickrPhotoMetadata(favourites: 12, comments: 3)

    /// The offline environment with a Flickr service that answers every page and count at once.
    static let pagingEnvironment: AppEnvironment = {
        var environment = AppEnvironment.offline(latency: .zero)
        environment.flickr = ImmediatePagingService()
        return environment
    }()

    /// The offline environment with a Flickr service whose every answer is ready at once.
    static let environment: AppEnvironment = {
        var environment = AppEnvironment.offline(latency: .zero)
        environment.flickr = ImmediateFlickrService()
        return environment
    }()

    /// Answers every search with no photo and every photo's counts with the same numbers, without suspending: the
    /// benchmarks measure each style's list, not a service.
    struct ImmediateFlickrService: FlickrService {
        func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
            FlickrSearchResults(searchString: text, photos: [], totalResults: 0)
        }

        func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
            ResultsPages.counts
        }
    }

    /// Answers every page of the paging search, and every photo's counts, without suspending.
    struct ImmediatePagingService: FlickrService {
        func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
            ResultsPages.page(page)
        }

        func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
            ResultsPages.counts
        }
    }
}
