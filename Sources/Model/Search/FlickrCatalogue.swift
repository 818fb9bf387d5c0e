import Foundation

/// The offline photo catalogue bundled as `Resources/FlickrCatalogue.json`: 108 real photos (id, title,
/// server, secret) from captured `flickr.photos.search` responses, with invented, deterministic
/// favourites and comments counts (the captures have none). The file's `source` field names the public
/// repositories the photos come from; the shared fixtures' SOURCES.md has the details.
struct FlickrCatalogue: Sendable {
    struct Record: Decodable, Sendable {
        let id: String
        let title: String
        let thumbnailURL: URL
        let favourites: Int
        let comments: Int

        var photo: FlickrPhoto { FlickrPhoto(id: id, title: title, thumbnailURL: thumbnailURL) }
        var metadata: FlickrPhotoMetadata { FlickrPhotoMetadata(favourites: favourites, comments: comments) }
    }

    private struct File: Decodable {
        let source: String
        let photos: [Record]
    }

    /// Loaded once; nil only if the resource is missing or broken (a packaging mistake, reported by the
    /// service as ``FlickrError/unreadableResponse`` rather than a crash).
    static let bundled: FlickrCatalogue? = {
        guard let url = Bundle.module.url(forResource: "FlickrCatalogue", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return nil }
        return FlickrCatalogue(records: file.photos)
    }()

    let records: [Record]

    /// The records whose title contains `text`, ignoring case, in catalogue order. Surrounding whitespace
    /// is ignored; blank text matches nothing.
    func records(matching text: String) -> [Record] {
        let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return [] }
        return records.filter { $0.title.range(of: needle, options: .caseInsensitive) != nil }
    }

    func record(id: String) -> Record? {
        records.first { $0.id == id }
    }
}
