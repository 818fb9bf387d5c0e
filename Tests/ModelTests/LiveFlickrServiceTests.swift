import Foundation
import Model
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live client against real captured Flickr responses (see `Fixtures/SOURCES.md`), through a stub
/// `URLProtocol`. Serialized: the stub's handler is shared.
@Suite("Live Flickr client", .serialized, .timeLimit(.minutes(1)))
struct LiveFlickrServiceTests {
    static let apiKey = "K3Y-0f-the-tests-9b1d4c77a2e04f"

    struct SearchCapture: Sendable, CustomTestStringConvertible {
        let file: String
        let photoCount: Int
        let total: Int
        let pages: Int
        let firstID: String
        let firstTitle: String
        let firstThumbnail: String
        var testDescription: String { file }
    }

    static let searchCaptures = [
        SearchCapture(
            file: "search-2012-string-total.json", photoCount: 100, total: 14807, pages: 149, firstID: "2985085874",
            firstTitle: "Spooky forest after the storm",
            firstThumbnail: "https://live.staticflickr.com/3233/2985085874_179a018d72_m.jpg"
        ),
        SearchCapture(
            file: "search-2024-int-total.json", photoCount: 5, total: 112_301, pages: 22461, firstID: "53624890009",
            firstTitle: "Andrea  Modelo  Model",
            firstThumbnail: "https://live.staticflickr.com/65535/53624890009_5cd918efcd_m.jpg"
        ),
        SearchCapture(
            file: "search-2021-url-extras.json", photoCount: 1, total: 9234, pages: 462, firstID: "51713985825",
            firstTitle: "Servel Electrolux Gas Refrigerator, 1940 ad",
            firstThumbnail: "https://live.staticflickr.com/65535/51713985825_77458dcabb_m.jpg"
        ),
        SearchCapture(
            file: "photos-2017-pretty.json", photoCount: 2, total: 1270, pages: 635, firstID: "477842380",
            firstTitle: "Joi with backyard bamboo",
            firstThumbnail: "https://live.staticflickr.com/200/477842380_ee69046f6f_m.jpg"
        ),
    ]

    func makeSUT(answering handler: @escaping @Sendable (URLRequest) -> LiveClientStub.Answer) -> LiveFlickrService {
        LiveFlickrService(apiKey: Self.apiKey, session: LiveClientStub.session(answering: handler))
    }

    func makeSUT(status: Int = 200, body: Data) -> LiveFlickrService {
        makeSUT { _ in .http(status: status, body: body) }
    }

    /// Answers getFavorites and getInfo from different bodies, as the real API does.
    func makeSUT(favorites: Data, info: Data) -> LiveFlickrService {
        makeSUT { request in
            let method = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?
                .queryItems?.first { $0.name == "method" }?.value
            return .http(status: 200, body: method == "flickr.photos.getFavorites" ? favorites : info)
        }
    }

    func queryItems(of request: URLRequest) -> [String: String] {
        let items = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    // MARK: - Cancellation

    @Test("a search cancelled while its request is in flight throws CancellationError")
    func searchCancelledInFlight() async {
        let sut = makeSUT { _ in .hold }
        let search = Task { try await sut.search("cats") }
        await LiveClientStub.waitForRequests(1)

        search.cancel()

        await #expect(throws: CancellationError.self) { try await search.value }
    }

    @Test("metadata cancelled while both of its requests are in flight throws CancellationError")
    func metadataCancelledInFlight() async {
        let sut = makeSUT { _ in .hold }
        let metadata = Task { try await sut.metadata(photoID: "2985085874") }
        await LiveClientStub.waitForRequests(2)

        metadata.cancel()

        await #expect(throws: CancellationError.self) { try await metadata.value }
    }

    // MARK: - Requests

    @Test(
        "search sends flickr.photos.search to the REST endpoint with every documented parameter, a page at a time",
        arguments: [1, 2, 7]
    )
    func searchRequestCarriesTheDocumentedParameters(page: Int) async throws {
        let sut = try makeSUT(body: Fixture.data("search-2024-int-total.json"))

        _ = try await sut.search("mountains", page: page)

        let request = try #require(LiveClientStub.requests.first)
        #expect(LiveClientStub.requests.count == 1)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.scheme == "https")
        #expect(request.url?.host == "api.flickr.com")
        #expect(URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.path == "/services/rest/")
        #expect(
            queryItems(of: request) == [
                "method": "flickr.photos.search", "text": "mountains", "sort": "interestingness-desc",
                "page": String(page), "per_page": String(FlickrSearchResults.pageSize), "api_key": Self.apiKey,
                "format": "json", "nojsoncallback": "1",
            ]
        )
    }

    @Test(
        "search text is percent-encoded so Flickr receives exactly what was typed",
        arguments: [
            ("cats & dogs #1 +ü", "cats%20%26%20dogs%20%231%20%2B%C3%BC"),
            ("a=b?c/d", "a%3Db%3Fc%2Fd"),
            ("東京 タワー", "%E6%9D%B1%E4%BA%AC%20%E3%82%BF%E3%83%AF%E3%83%BC"),
            ("100% 🐱", "100%25%20%F0%9F%90%B1"),
        ]
    )
    func searchTextIsPercentEncoded(text: String, encoded: String) async throws {
        let sut = try makeSUT(body: Fixture.data("search-2024-int-total.json"))

        let results = try await sut.search(text)

        let request = try #require(LiveClientStub.requests.first)
        let query = try #require(URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.percentEncodedQuery)
        #expect(query.split(separator: "&").contains("text=\(encoded)"))
        #expect(queryItems(of: request)["text"] == text)
        #expect(results.searchString == text)
    }

    @Test("metadata asks getFavorites and getInfo for the photo id")
    func metadataAsksBothMethodsForThePhoto() async throws {
        let sut = try makeSUT(favorites: Fixture.data("favorites-2015.json"), info: Fixture.data("info-2015.json"))

        _ = try await sut.metadata(photoID: "5227922370")

        let queries = LiveClientStub.requests.map(queryItems(of:))
        #expect(Set(queries.compactMap { $0["method"] }) == ["flickr.photos.getFavorites", "flickr.photos.getInfo"])
        #expect(queries.allSatisfy { $0["photo_id"] == "5227922370" && $0["api_key"] == Self.apiKey })
        #expect(queries.allSatisfy { $0["format"] == "json" && $0["nojsoncallback"] == "1" })
    }

    // MARK: - Decoding

    @Test(
        "search decodes every captured search response: photos, titles, thumbnails, total, page and pages",
        arguments: searchCaptures
    )
    func searchDecodesCapturedResponses(capture: SearchCapture) async throws {
        let sut = try makeSUT(body: Fixture.data(capture.file))

        let results = try await sut.search("anything")

        #expect(results.photos.count == capture.photoCount)
        #expect(results.totalResults == capture.total)
        #expect(results.page == 1)
        #expect(results.pages == capture.pages)
        #expect(results.hasMorePages)
        let first = try #require(results.photos.first)
        #expect(first.id == capture.firstID)
        #expect(first.title == capture.firstTitle)
        #expect(first.thumbnailURL.absoluteString == capture.firstThumbnail)
    }

    @Test("non-ASCII titles arrive intact from JSON escapes")
    func nonASCIITitlesDecode() async throws {
        let sut = try makeSUT(body: Fixture.data("search-2012-string-total.json"))

        let results = try await sut.search("tatry")

        #expect(results.photos[1].title == "Zimą w Dolinie Kościeliskiej")
    }

    @Test(
        "a total sent as an empty string counts as zero, but never fewer than the photos sent",
        arguments: [("\"\"", 0, 0), ("\"\"", 5, 5), ("\"42\"", 0, 42), ("0", 0, 0)]
    )
    func emptyOrStringTotals(total: String, keptPhotos: Int, expected: Int) async throws {
        // Derived from the 2024 capture: its total and photo list replaced.
        var object = try #require(
            JSONSerialization.jsonObject(with: Fixture.data("search-2024-int-total.json")) as? [String: Any]
        )
        var photos = try #require(object["photos"] as? [String: Any])
        photos["total"] = try JSONSerialization.jsonObject(with: Data(total.utf8), options: .fragmentsAllowed)
        photos["photo"] = try #require(photos["photo"] as? [Any]).prefix(keptPhotos).map { $0 }
        object["photos"] = photos
        let sut = try makeSUT(body: JSONSerialization.data(withJSONObject: object))

        let results = try await sut.search("anything")

        #expect(results.photos.count == keptPhotos)
        #expect(results.totalResults == expected)
    }

    @Test(
        "metadata reads favourites from getFavorites and comments from getInfo, as integers or strings",
        arguments: ["info-2015.json", "info-2011-string-count.json"]
    )
    func metadataDecodesCapturedCounts(infoFile: String) async throws {
        let sut = try makeSUT(favorites: Fixture.data("favorites-2015.json"), info: Fixture.data(infoFile))

        let metadata = try await sut.metadata(photoID: "5227922370")

        #expect(metadata == FlickrPhotoMetadata(favourites: 1, comments: 1))
    }

    @Test(
        "counts sent as strings, empty strings or integers all decode",
        arguments: [("\"27\"", "\"3\"", 27, 3), ("\"\"", "\"\"", 0, 0), ("1204", "56", 1204, 56)]
    )
    func countsInEveryForm(favourites: String, comments: String, expectedFavourites: Int, expectedComments: Int)
        async throws
    {
        // Derived from the 2015 captures: only the two counts replaced.
        let favorites = try Fixture.text("favorites-2015.json")
            .replacingOccurrences(of: "\"total\": 1", with: "\"total\": \(favourites)")
        let info = try Fixture.text("info-2015.json")
            .replacingOccurrences(of: "\"_content\": 1", with: "\"_content\": \(comments)")
        let sut = makeSUT(favorites: Data(favorites.utf8), info: Data(info.utf8))

        let metadata = try await sut.metadata(photoID: "5227922370")

        #expect(metadata == FlickrPhotoMetadata(favourites: expectedFavourites, comments: expectedComments))
    }

    @Test("a photo whose getInfo has no comments key has zero comments")
    func missingCommentsKeyMeansZero() async throws {
        // Derived from the 2015 capture with its `comments` object removed.
        var object = try #require(JSONSerialization.jsonObject(with: Fixture.data("info-2015.json")) as? [String: Any])
        var photo = try #require(object["photo"] as? [String: Any])
        photo["comments"] = nil
        object["photo"] = photo
        let sut = try makeSUT(
            favorites: Fixture.data("favorites-2015.json"),
            info: JSONSerialization.data(withJSONObject: object)
        )

        let metadata = try await sut.metadata(photoID: "5227922370")

        #expect(metadata.comments == 0)
    }

    // MARK: - Failures

    @Test(
        "stat fail answers map to the documented errors",
        arguments: [
            ("error-100-invalid-key.json", FlickrError.invalidAPIKey),
            (
                "error-112-method-not-found.json",
                .apiError(code: 112, message: "Method \"flickr.fakeMethod\" not found")
            ),
        ]
    )
    func capturedStatFail(file: String, expected: FlickrError) async throws {
        let sut = try makeSUT(body: Fixture.data(file))

        await #expect(throws: expected) { try await sut.search("anything") }
        await #expect(throws: expected) { try await sut.metadata(photoID: "1") }
    }

    @Test(
        "documented outage codes read as unavailable, other codes keep Flickr's message",
        arguments: [
            (
                #"{"stat":"fail","code":105,"message":"Service currently unavailable"}"#,
                FlickrError.serviceUnavailable(code: 105)
            ),
            (
                #"{"stat":"fail","code":10,"message":"Sorry, the Flickr search API is not currently available."}"#,
                .serviceUnavailable(code: 10)
            ),
            (
                #"{"stat":"fail","code":201,"message":"Sorry, the Flickr API service is not currently available."}"#,
                .serviceUnavailable(code: 201)
            ),
            (
                #"{"stat":"fail","code":3,"message":"Parameterless searches have been disabled."}"#,
                .apiError(code: 3, message: "Parameterless searches have been disabled.")
            ),
        ]
    )
    func documentedStatFailCodes(body: String, expected: FlickrError) async throws {
        // Bodies built from the codes and messages Flickr documents (SOURCES.md); no capture has them.
        let sut = makeSUT(body: Data(body.utf8))

        await #expect(throws: expected) { try await sut.search("anything") }
    }

    @Test("a non-2xx status is reported before the body is read", arguments: [429, 500, 503, 404])
    func httpStatusIsCheckedFirst(status: Int) async throws {
        let sut = makeSUT(status: status, body: Data("<html><body>Too Many Requests</body></html>".utf8))

        await #expect(throws: FlickrError.httpStatus(status)) { try await sut.search("anything") }
    }

    @Test("an error status with a valid-looking JSON body is still an HTTP error")
    func httpStatusWinsOverBody() async throws {
        let sut = try makeSUT(status: 503, body: Fixture.data("search-2024-int-total.json"))

        await #expect(throws: FlickrError.httpStatus(503)) { try await sut.search("anything") }
    }

    @Test(
        "bodies that are not the documented JSON are unreadable, never a crash",
        arguments: ["truncated", "jsonp", "empty", "wrong shape", "non-numeric total", "no stat"]
    )
    func unreadableBodies(kind: String) async throws {
        let capture = try Fixture.text("search-2012-string-total.json")
        let body: String =
            switch kind {
            case "truncated": String(capture.prefix(capture.count / 2))
            case "jsonp": "jsonFlickrApi(\(capture))"
            case "empty": ""
            case "wrong shape": try Fixture.text("comments-2011-empty.json")
            case "non-numeric total":
                capture.replacingOccurrences(of: "\"total\":\"14807\"", with: "\"total\":\"many\"")
            default: #"{"photos":{"total":0,"photo":[]}}"#
            }
        let sut = makeSUT(body: Data(body.utf8))

        await #expect(throws: FlickrError.unreadableResponse) { try await sut.search("anything") }
    }

    @Test("getInfo answered with another method's shape is unreadable")
    func metadataWrongShape() async throws {
        let sut = try makeSUT(
            favorites: Fixture.data("favorites-2015.json"),
            info: Fixture.data("comments-2011-empty.json")
        )

        await #expect(throws: FlickrError.unreadableResponse) { try await sut.metadata(photoID: "5416503569") }
    }

    @Test(
        "a request that gets no answer is a transport error",
        arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotFindHost]
    )
    func transportFailure(code: URLError.Code) async throws {
        let sut = makeSUT { _ in .failure(code) }

        await #expect(throws: FlickrError.transport(code)) { try await sut.search("anything") }
    }

    // MARK: - Secrecy

    @Test(
        "no error's message, description or reflection contains the API key",
        arguments: ["transport", "429", "100", "112", "unavailable", "unreadable", "echoed key"]
    )
    func errorsNeverShowTheKey(kind: String) async throws {
        let sut: LiveFlickrService =
            switch kind {
            case "transport": makeSUT { _ in .failure(.notConnectedToInternet) }
            case "429": makeSUT(status: 429, body: Data("Too Many Requests".utf8))
            case "100": try makeSUT(body: Fixture.data("error-100-invalid-key.json"))
            case "112": try makeSUT(body: Fixture.data("error-112-method-not-found.json"))
            case "unavailable": makeSUT(body: Data(#"{"stat":"fail","code":105,"message":"x"}"#.utf8))
            case "unreadable": makeSUT(body: Data("{".utf8))
            default: makeSUT(body: Data(#"{"stat":"fail","code":99,"message":"Key \#(Self.apiKey) is banned"}"#.utf8))
            }

        let error = try await #require(throws: FlickrError.self) { try await sut.search("anything") }

        let texts = [
            String(describing: error), String(reflecting: error), error.localizedDescription,
            error.userFacingMessage, "\(error)", dumped(error),
        ]
        for text in texts {
            #expect(!text.contains(Self.apiKey), "\(text)")
        }
    }

    @Test("the client's own description, reflection and dump never show the API key")
    func clientNeverShowsTheKey() {
        let sut = LiveFlickrService(apiKey: Self.apiKey)
        let environment = AppEnvironment.live(apiKey: Self.apiKey)

        for text in [String(describing: sut), String(reflecting: sut), dumped(sut), dumped(environment)] {
            #expect(!text.contains(Self.apiKey), "\(text)")
        }
    }

    private func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
