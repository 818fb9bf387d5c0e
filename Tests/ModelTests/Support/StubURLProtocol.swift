import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request of a session built by ``session(answering:)`` with a canned response, and records
/// the requests. Set through `URLSessionConfiguration.protocolClasses` (on Linux the global
/// `URLProtocol.registerClass` is unreliable). The handler is shared state, so suites using it are
/// `.serialized`.
final class StubURLProtocol: URLProtocol {
    enum Answer: Sendable {
        case http(status: Int, body: Data)
        case failure(URLError.Code)
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var handler: @Sendable (URLRequest) -> Answer = { _ in .failure(.unknown) }
        var requests: [URLRequest] = []
    }

    private static let state = State()

    /// The requests sent since the last ``session(answering:)``, in order.
    static var requests: [URLRequest] {
        state.lock.withLock { state.requests }
    }

    /// A fresh session whose every request is answered by `handler`.
    static func session(answering handler: @escaping @Sendable (URLRequest) -> Answer) -> URLSession {
        state.lock.withLock {
            state.handler = handler
            state.requests = []
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let state = Self.state
        let handler = state.lock.withLock {
            state.requests.append(request)
            return state.handler
        }
        let url = request.url!
        switch handler(request) {
        case .http(let status, let body):
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let code):
            // Like the real thing, the error carries the failing URL — and with it the API key.
            let error = URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override func stopLoading() {}
}
