import Foundation

/// The JSON shapes of the three Flickr methods the live client calls, decoded leniently where Flickr is
/// inconsistent (see the shared fixtures' SOURCES.md) and strictly everywhere else.
enum FlickrResponses {
    /// Every body has `stat`; a failure adds `code` and `message`.
    struct Status: Decodable, Sendable {
        let stat: String
        let code: Int?
        let message: String?
    }

    /// `flickr.photos.search`.
    struct Search: Decodable, Sendable {
        struct Photos: Decodable, Sendable {
            let page: FlexibleInt?
            let pages: FlexibleInt?
            let total: FlexibleInt
            let photo: [Photo]
        }

        struct Photo: Decodable, Sendable {
            let id: String
            let secret: String
            let server: String
            let title: String?
        }

        let photos: Photos
    }

    /// `flickr.photos.getFavorites`: only `photo.total` matters.
    struct Favorites: Decodable, Sendable {
        struct Photo: Decodable, Sendable {
            let total: FlexibleInt
        }

        let photo: Photo
    }

    /// `flickr.photos.getInfo`: only `photo.comments._content` matters; a photo without a `comments`
    /// object has no comments.
    struct Info: Decodable, Sendable {
        struct Photo: Decodable, Sendable {
            let comments: Comments?
        }

        struct Comments: Decodable, Sendable {
            let content: FlexibleInt?

            enum CodingKeys: String, CodingKey {
                case content = "_content"
            }
        }

        let photo: Photo
    }
}
