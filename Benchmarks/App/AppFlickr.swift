import Foundation
import Model

/// The Flickr service the app benchmarks search: every search answers one page of 25 photos titled after the text,
/// every photo's counts the same numbers, without suspending, so the benchmarks measure each style's app, not a
/// service.
struct AppFlickr: FlickrService {
    /// The counts every photo has.
    static let counts = FlickrPhotoMetadata(favourites: 12, comments: 3)

    /// How many photos a search finds.
    static let photoCount = 25

    func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        let photos = (0..<Self.photoCount).map { index in
            FlickrPhoto(
                id: "\(index)",
                title: "\(text) \(index)",
                thumbnailURL: URL(string: "https://live.staticflickr.com/65535/\(index)_secret_m.jpg")!
            )
        }
        return FlickrSearchResults(searchString: text, photos: photos, totalResults: Self.photoCount)
    }

    func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        Self.counts
    }

    /// The app's services with this Flickr, no latency anywhere.
    static var environment: AppEnvironment {
        var environment = AppEnvironment.offline(latency: .zero)
        environment.flickr = AppFlickr()
        return environment
    }
}
