import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request of a session built by ``session(answering:)`` with a canned response, and records the
/// requests. Set through `URLSessionConfiguration.protocolClasses` (on Linux the global `URLProtocol.registerClass`
/// is unreliable).
///
/// The handler and the recorded requests are shared by every session of one class, so a suite that uses it is
/// `.serialized` and declares a subclass of its own (`final class LiveClientStub: StubURLProtocol {}`): each
/// subclass keeps its own state, so two suites that run at the same time never answer each other's requests.
open class StubURLProtocol: URLProtocol {
    /// How a request is answered.
    public enum Answer: Sendable {
        /// An HTTP response with this status and body.
        case http(status: Int, body: Data)
        /// A transport failure, carrying the failing URL as the real one does.
        case failure(URLError.Code)
        /// No answer: the request stays in flight until it is cancelled.
        case hold
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var handler: @Sendable (URLRequest) -> Answer = { _ in .failure(.unknown) }
        var requests: [URLRequest] = []
        var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    }

    private static let states = States()

    /// One state per subclass.
    private final class States: @unchecked Sendable {
        let lock = NSLock()
        var byClass: [ObjectIdentifier: State] = [:]
    }

    private static var state: State {
        states.lock.withLock {
            if let state = states.byClass[ObjectIdentifier(self)] { return state }
            let state = State()
            states.byClass[ObjectIdentifier(self)] = state
            return state
        }
    }

    /// The requests sent since the last ``session(answering:)``, in order.
    public static var requests: [URLRequest] {
        state.lock.withLock { state.requests }
    }

    /// Returns once `count` requests have been sent since the last ``session(answering:)`` (at once if they
    /// have), or when the calling task is cancelled: the way to know a request is in flight without waiting.
    public static func waitForRequests(_ count: Int) async {
        let state = self.state
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isReady = state.lock.withLock {
                    guard state.requests.count < count, !Task.isCancelled else { return true }
                    state.waiters[id] = (count, continuation)
                    return false
                }
                if isReady { continuation.resume() }
            }
        } onCancel: {
            state.lock.withLock { state.waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }

    /// A fresh session whose every request is answered by `handler`.
    public static func session(answering handler: @escaping @Sendable (URLRequest) -> Answer) -> URLSession {
        let state = self.state
        state.lock.withLock {
            state.handler = handler
            state.requests = []
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [self]
        return URLSession(configuration: configuration)
    }

    /// Answers every request.
    override open class func canInit(with request: URLRequest) -> Bool { true }

    /// The request as it is.
    override open class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    /// Records the request and answers it as the handler says.
    override open func startLoading() {
        let state = Self.state
        let (handler, satisfied) = state.lock.withLock {
            state.requests.append(request)
            let satisfied = state.waiters.filter { $0.value.count <= state.requests.count }
            for id in satisfied.keys { state.waiters[id] = nil }
            return (state.handler, satisfied.values.map(\.continuation))
        }
        for continuation in satisfied { continuation.resume() }
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
        case .hold:
            break
        }
    }

    /// Nothing to stop: answers are given at once or never.
    override open func stopLoading() {}
}
