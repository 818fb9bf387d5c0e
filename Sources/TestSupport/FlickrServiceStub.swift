import Foundation
import Model

/// A ``FlickrService`` that answers at once with canned results, whatever the text or photo id.
public struct FlickrServiceStub: FlickrService {
    private let searchResult: Result<FlickrSearchResults, FlickrError>
    private let metadataResult: Result<FlickrPhotoMetadata, FlickrError>

    /// Creates a stub answering `search` to every search and `metadata` to every metadata request.
    public init(
        search: Result<FlickrSearchResults, FlickrError>,
        metadata: Result<FlickrPhotoMetadata, FlickrError> = .success(FlickrPhotoMetadata(favourites: 0, comments: 0))
    ) {
        searchResult = search
        metadataResult = metadata
    }

    /// Answers the canned search result.
    public func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        try searchResult.get()
    }

    /// Answers the canned metadata result.
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try metadataResult.get()
    }
}
