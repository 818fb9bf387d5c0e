import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real Flickr REST client: `flickr.photos.search`, `flickr.photos.getFavorites` and
/// `flickr.photos.getInfo` at `https://api.flickr.com/services/rest/`, over `URLSession`.
///
/// Each answer is checked in Flickr's order: the HTTP status, then the JSON, then `stat`. Failures are
/// ``FlickrError``s. The API key is only ever in the request URL: it is redacted from this value's
/// description and mirror, from Flickr's own error messages, and never carried by an error.
public struct LiveFlickrService: FlickrService, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    static let endpoint = URL(string: "https://api.flickr.com/services/rest/")!

    /// Only RFC 3986 unreserved characters stay literal; everything else, `+ & # =` and spaces included,
    /// is percent-encoded (URLComponents would leave `+`, which servers read as a space).
    private static let queryValueAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    private let apiKey: String
    private let session: URLSession

    /// Creates the client.
    /// - Parameters:
    ///   - apiKey: the Flickr API key (from `FLICKR_API_KEY`, see
    ///     ``AppEnvironment/fromProcessEnvironment(_:latency:store:)``).
    ///   - session: the session to send through; tests pass one whose configuration stubs HTTP.
    public init(apiKey: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.session = session
    }

    /// Page `page` of the photos matching `text`, most interesting first (`sort=interestingness-desc`), in pages of
    /// ``FlickrSearchResults/pageSize`` (`per_page`); the answer says which page it is and how many there are.
    public func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        let outcome = await send(
            FlickrResponses.Search.self,
            method: "flickr.photos.search",
            parameters: [
                ("text", text), ("sort", "interestingness-desc"), ("page", String(page)),
                ("per_page", String(FlickrSearchResults.pageSize)),
            ]
        )
        try Task.checkCancellation()
        let response = try outcome.get()
        let photos = try response.photos.photo.map { photo in
            guard let thumbnailURL = FlickrPhoto.thumbnailURL(server: photo.server, id: photo.id, secret: photo.secret)
            else { throw FlickrError.unreadableResponse }
            return FlickrPhoto(id: photo.id, title: photo.title ?? "", thumbnailURL: thumbnailURL)
        }
        return FlickrSearchResults(
            searchString: text,
            photos: photos,
            totalResults: max(response.photos.total.value, photos.count),
            page: response.photos.page?.value ?? page,
            pages: response.photos.pages?.value ?? page
        )
    }

    /// Asks `getFavorites` and `getInfo` at once and combines their counts.
    ///
    /// Both requests always run to their end: one failing does not cancel the other, because cancelling a
    /// data task that has just finished crashes swift-corelibs-foundation's `URLSession` on Linux.
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        async let favorites = send(
            FlickrResponses.Favorites.self,
            method: "flickr.photos.getFavorites",
            parameters: [("photo_id", photoID)]
        )
        async let info = send(
            FlickrResponses.Info.self,
            method: "flickr.photos.getInfo",
            parameters: [("photo_id", photoID)]
        )
        let (favoritesOutcome, infoOutcome) = await (favorites, info)
        try Task.checkCancellation()
        return try FlickrPhotoMetadata(
            favourites: favoritesOutcome.get().photo.total.value,
            comments: infoOutcome.get().photo.comments?.content?.value ?? 0
        )
    }

    /// Redacted: never the API key.
    public var description: String { "LiveFlickrService(apiKey: redacted)" }

    /// Redacted: never the API key.
    public var debugDescription: String { description }

    /// An empty mirror, so `dump` and reflection never show the API key.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    func request(method: String, parameters: [(String, String)]) -> URLRequest {
        let fixed = [("api_key", apiKey), ("format", "json"), ("nojsoncallback", "1")]
        let items = [("method", method)] + parameters + fixed
        var components = URLComponents(url: Self.endpoint, resolvingAgainstBaseURL: false)!
        components.percentEncodedQueryItems = items.map { name, value in
            URLQueryItem(name: name, value: value.addingPercentEncoding(withAllowedCharacters: Self.queryValueAllowed))
        }
        return URLRequest(url: components.url!)
    }

    // MARK: - Private

    private func send<Response: Decodable & Sendable>(
        _ type: Response.Type,
        method: String,
        parameters: [(String, String)]
    ) async -> Result<Response, FlickrError> {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request(method: method, parameters: parameters))
        } catch {
            // Only the code survives: URLError's userInfo holds the failing URL, and with it the key.
            return .failure(.transport((error as? URLError)?.code))
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.unreadableResponse) }
        guard (200..<300).contains(http.statusCode) else { return .failure(.httpStatus(http.statusCode)) }
        let decoder = JSONDecoder()
        guard let status = try? decoder.decode(FlickrResponses.Status.self, from: data) else {
            return .failure(.unreadableResponse)
        }
        guard status.stat == "ok" else { return .failure(error(code: status.code, message: status.message)) }
        guard let decoded = try? decoder.decode(Response.self, from: data) else {
            return .failure(.unreadableResponse)
        }
        return .success(decoded)
    }

    private func error(code: Int?, message: String?) -> FlickrError {
        switch code {
        case 100: return .invalidAPIKey
        case 10, 105, 201: return .serviceUnavailable(code: code ?? 0)
        case let code?:
            // Flickr has never been seen to echo the key, but a message is shown to users, so make sure.
            let text = message ?? ""
            let redacted = apiKey.isEmpty ? text : text.replacingOccurrences(of: apiKey, with: "(redacted)")
            return .apiError(code: code, message: redacted)
        case nil: return .unreadableResponse
        }
    }
}
