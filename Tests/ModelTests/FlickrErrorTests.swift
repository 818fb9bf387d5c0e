import Model
import Testing

struct FlickrErrorTests {
    @Test(
        "each error reads as the sentence the user is shown",
        arguments: [
            (FlickrError.invalidAPIKey, "Flickr rejected the API key."),
            (.serviceUnavailable(code: 105), "Flickr is not available right now. Please try again."),
            (.apiError(code: 112, message: "Method not found"), "Flickr error 112: Method not found"),
            (.httpStatus(429), "Flickr answered HTTP 429."),
            (.transport(.timedOut), "There was a problem reaching Flickr."),
            (.transport(nil), "There was a problem reaching Flickr."),
            (.unreadableResponse, "Flickr sent a response that could not be read."),
        ]
    )
    func messages(error: FlickrError, message: String) {
        #expect(error.userFacingMessage == message)
        #expect(error.localizedDescription == message)
    }

    struct Unexplained: Error {}

    @Test("errors without a description get the generic message")
    func genericMessage() {
        #expect(Unexplained().userFacingMessage == "Something went wrong. Please try again.")
        #expect(CancellationError().userFacingMessage == "Something went wrong. Please try again.")
    }
}
