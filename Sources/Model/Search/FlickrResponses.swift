import Foundation

/// The JSON shapes of the three Flickr methods the live client calls, decoded leniently where Flickr is
/// inconsistent (see the shared fixtures' SOURCES.md) and strictly everywhere else.
enum FlickrResponses {
    /// Every body has `stat`; a failure adds `code` and `message`.
    struct Status: Decodable {
        let stat: String
        let code: Int?
        let message: String?
    }

    /// `flickr.photos.search`.
    struct Search: Decodable {
        struct Photos: Decodable {
            let total: FlexibleInt
            let photo: [Photo]
        }

        struct Photo: Decodable {
            let id: String
            let secret: String
            let server: String
            let title: String?
        }

        let photos: Photos
    }

    /// `flickr.photos.getFavorites`: only `photo.total` matters.
    struct Favorites: Decodable {
        struct Photo: Decodable {
            let total: FlexibleInt
        }

        let photo: Photo
    }

    /// `flickr.photos.getInfo`: only `photo.comments._content` matters; a photo without a `comments`
    /// object has no comments.
    struct Info: Decodable {
        struct Photo: Decodable {
            let comments: Comments?
        }

        struct Comments: Decodable {
            let content: FlexibleInt?

            enum CodingKeys: String, CodingKey {
                case content = "_content"
            }
        }

        let photo: Photo
    }
}
