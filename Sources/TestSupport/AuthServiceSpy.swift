import Foundation
import Model
import Testing

/// An ``AuthService`` that records every login and answers only when the test completes it by hand, so a
/// test can observe the screen while a login is in flight.
///
/// A request reaches the spy after an actor hop, so `await waitForRequest()` before asserting on it.
/// A pending login ends through ``complete(with:sourceLocation:)``, or throws `CancellationError` when its task is
/// cancelled, which ``cancelledRequests`` records: that is how a test sees a screen cancel its login.
@MainActor
public final class AuthServiceSpy: AuthService {
    /// One recorded login.
    public struct Request: Equatable, Sendable {
        /// The number the login was for.
        public let phone: MobileNumber
        /// The code it was sent with (its description is redacted).
        public let code: VerificationCode

        /// Creates a request, to compare with ``AuthServiceSpy/requests``.
        public init(phone: MobileNumber, code: VerificationCode) {
            self.phone = phone
            self.code = code
        }
    }

    private let logIns = PendingRequests<Request, Person>(owner: "AuthServiceSpy")

    /// Creates a spy with nothing recorded.
    public init() {}

    /// Every call, in order, completed or not.
    public var requests: [Request] { logIns.all }

    /// Calls not yet completed.
    public var pendingCount: Int { logIns.pendingCount }

    /// The calls that were cancelled while pending, in order.
    public var cancelledRequests: [Request] { logIns.cancelled }

    /// Records the request, then suspends until the test calls ``complete(with:sourceLocation:)``.
    public func logIn(phone: MobileNumber, code: VerificationCode) async throws -> Person {
        try await logIns.enqueue(Request(phone: phone, code: code))
    }

    /// Returns once at least `count` requests are pending (at once if they already are), or when the
    /// calling task is cancelled.
    public func waitForRequest(pending count: Int = 1) async {
        await logIns.waitUntilPending(count)
    }

    /// Completes the oldest pending request; with none pending, records an issue instead.
    public func complete(
        with result: Result<Person, any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        logIns.complete(with: result, call: "complete(with:)", sourceLocation: sourceLocation)
    }
}
