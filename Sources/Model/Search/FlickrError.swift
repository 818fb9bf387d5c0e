import Foundation

/// Why a Flickr request failed, with the message the user sees. No case carries the API key or the
/// request URL (which contains the key), so no message, description or log can show it.
public enum FlickrError: Error, Equatable, Sendable, LocalizedError {
    /// Flickr answered code 100: "Flickr rejected the API key."
    case invalidAPIKey
    /// Flickr answered code 10, 105 or 201: "Flickr is not available right now. Please try again."
    case serviceUnavailable(code: Int)
    /// Flickr answered another error code: "Flickr error N: <message>".
    case apiError(code: Int, message: String)
    /// The HTTP status was not 2xx (429 when rate limited): "Flickr answered HTTP N."
    case httpStatus(Int)
    /// The request never got an answer (offline, timeout, TLS, …): "There was a problem reaching Flickr."
    /// Only the `URLError` code is kept, never its failing URL.
    case transport(URLError.Code?)
    /// The body was not the JSON Flickr documents: "Flickr sent a response that could not be read."
    case unreadableResponse

    /// The user-facing message.
    public var errorDescription: String? {
        switch self {
        case .invalidAPIKey: "Flickr rejected the API key."
        case .serviceUnavailable: "Flickr is not available right now. Please try again."
        case .apiError(let code, let message): "Flickr error \(code): \(message)"
        case .httpStatus(let status): "Flickr answered HTTP \(status)."
        case .transport: "There was a problem reaching Flickr."
        case .unreadableResponse: "Flickr sent a response that could not be read."
        }
    }
}
