import Foundation

/// The offline photo catalogue bundled as `Resources/FlickrCatalogue.json`: about five thousand real Flickr photo
/// records copied unedited from API responses published in public repositories. The file keeps its provenance: a
/// `provenance` note on what is real and what is absent, and the `sources` (repository, path, commit) each record's
/// `source` points at. Every id, title, server and secret is real; favourites and comments counts are there only for
/// the few photos a capture carried them for, and are never made up (the app shows "—" for the others).
struct FlickrCatalogue: Sendable {
    struct Record: Decodable, Sendable {
        let id: String
        let title: String
        let server: String
        let secret: String
        let favourites: Int?
        let comments: Int?

        var photo: FlickrPhoto? {
            FlickrPhoto.thumbnailURL(server: server, id: id, secret: secret).map {
                FlickrPhoto(id: id, title: title, thumbnailURL: $0)
            }
        }
        var metadata: FlickrPhotoMetadata { FlickrPhotoMetadata(favourites: favourites, comments: comments) }
    }

    struct Source: Decodable, Sendable {
        let repository: String
        let path: String
    }

    private struct File: Decodable {
        let provenance: String
        let sources: [Source]
        let photos: [Record]
    }

    /// Loaded once; nil only if the resource is missing or broken (a packaging mistake, reported by the
    /// service as ``FlickrError/unreadableResponse`` rather than a crash).
    static let bundled: FlickrCatalogue? = {
        guard let url = Bundle.module.url(forResource: "FlickrCatalogue", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return nil }
        return FlickrCatalogue(provenance: file.provenance, sources: file.sources, records: file.photos)
    }()

    /// What the file says is real and what is absent.
    let provenance: String
    /// Where the records were copied from.
    let sources: [Source]
    /// Every record, in the file's order.
    let records: [Record]
    private let indexByID: [String: Int]

    init(provenance: String, sources: [Source], records: [Record]) {
        self.provenance = provenance
        self.sources = sources
        self.records = records
        indexByID = Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The records whose title contains `text`, ignoring case, in catalogue order. Surrounding whitespace
    /// is ignored; blank text matches nothing.
    func records(matching text: String) -> [Record] {
        let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return [] }
        return records.filter { $0.title.range(of: needle, options: .caseInsensitive) != nil }
    }

    func record(id: String) -> Record? {
        indexByID[id].map { records[$0] }
    }
}
