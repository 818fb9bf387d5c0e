import Foundation
import Model
import Testing

/// The search texts the five styles show, formatted once in the Model.
struct SearchTextsTests {
    @Test(
        "S3: the summary reads N results, comma-grouped, 1 result for one and No photos found for none",
        arguments: [
            (0, "No photos found"),
            (1, "1 result"),
            (2, "2 results"),
            (999, "999 results"),
            (1_000, "1,000 results"),
            (12_345, "12,345 results"),
            (4_000_000, "4,000,000 results"),
        ]
    )
    func summary(total: Int, text: String) {
        let results = FlickrSearchResults(searchString: "cats", photos: [], totalResults: total)

        #expect(results.summary == text)
    }

    @Test(
        "S7: the counts read favourites · comments, singular for one, grouped from 1,000",
        arguments: [
            (12, 3, "12 favourites · 3 comments"),
            (1, 1, "1 favourite · 1 comment"),
            (0, 0, "0 favourites · 0 comments"),
            (1_234, 0, "1,234 favourites · 0 comments"),
            (999, 1_000_000, "999 favourites · 1,000,000 comments"),
        ]
    )
    func counts(favourites: Int, comments: Int, text: String) {
        #expect(FlickrPhotoMetadata(favourites: favourites, comments: comments).summary == text)
    }

    @Test("S3: a photo without a title shows Untitled", arguments: ["", "   ", "\n"])
    func untitled(title: String) {
        let photo = FlickrPhoto(id: "1", title: title, thumbnailURL: URL(string: "https://example.com/1.jpg")!)

        #expect(photo.displayTitle == "Untitled")
    }

    @Test("S3: a photo with a title shows it as it is")
    func titled() {
        let photo = FlickrPhoto(id: "1", title: " Tatras ", thumbnailURL: URL(string: "https://example.com/1.jpg")!)

        #expect(photo.displayTitle == " Tatras ")
    }

    @Test("S4: a recent search reads its text and its comma-grouped total")
    func recentSearchRow() {
        let search = RecentSearch(text: "cats", totalResults: 12_345, thumbnailURL: nil)

        #expect(search.rowText == "cats (12,345)")
    }
}
