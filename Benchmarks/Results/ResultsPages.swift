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
            FlickrPhotoMetadata(favourites: 12, comments: 3)
        }
    }
}
