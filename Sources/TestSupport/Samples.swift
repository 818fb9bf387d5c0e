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
    /// Results for `searchString` with `count` sample photos (ids 1…count, or from `firstID` on) and `totalResults`
    /// (by default `count`), as page `page` of `pages` (by default the one page there is).
    public static func sample(
        _ searchString: String = "mountains",
        count: Int = 3,
        totalResults: Int? = nil,
        firstID: Int = 1,
        page: Int = 1,
        pages: Int = 1
    ) -> FlickrSearchResults {
        FlickrSearchResults(
            searchString: searchString,
            photos: (0..<count).map { FlickrPhoto.sample($0 + firstID) },
            totalResults: totalResults ?? count,
            page: page,
            pages: pages
        )
    }
}
