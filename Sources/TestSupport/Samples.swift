import Foundation
import Model

extension FlickrPhoto {
    /// A photo whose id, title and thumbnail all carry `index`, so rows can be told apart in a test.
    public static func sample(_ index: Int) -> FlickrPhoto {
        FlickrPhoto(
            id: "\(index)",
            title: "Photo \(index)",
            thumbnailURL: URL(string: "https://live.staticflickr.com/65535/\(index)_secret_m.jpg")!
        )
    }
}

extension FlickrSearchResults {
    /// Results for `searchString` with `count` sample photos (ids 1…count) and `totalResults` (by default
    /// `count`).
    public static func sample(_ searchString: String = "mountains", count: Int = 3, totalResults: Int? = nil)
        -> FlickrSearchResults
    {
        FlickrSearchResults(
            searchString: searchString,
            photos: (0..<count).map { FlickrPhoto.sample($0 + 1) },
            totalResults: totalResults ?? count
        )
    }
}
