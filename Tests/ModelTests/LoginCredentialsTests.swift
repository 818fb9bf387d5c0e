import Model
import Testing

/// The rule that enables Login (L1): both fields hold something, valid or not.
struct LoginCredentialsTests {
    @Test(
        "L1: credentials are complete only when both the phone and the code hold something, valid or not",
        arguments: [
            ("", "", false),
            ("13874389438", "", false),
            ("", "5858", false),
            ("1", "x", true),
            (" ", " ", true),
            ("13874389438", "5858", true),
        ] as [(String, String, Bool)]
    )
    func completeOnlyWithBothFields(phone: String, code: String, isComplete: Bool) {
        #expect(LoginCredentials(phone: phone, code: code).isComplete == isComplete)
    }
}
