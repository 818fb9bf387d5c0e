import Foundation

@testable import VIPER

/// A ``LoginInteractorInput`` that records what the presenter asks and answers the look-ups from a
/// table; a login returns at once, and the test plays the interactor's reports on the presenter by hand.
@MainActor
final class LoginInteractorSpy: LoginInteractorInput {
    /// One login the presenter asked for, with the raw text of both fields.
    struct LogIn: Equatable {
        let phone: String
        let code: String
    }

    private let avatars: [String: URL]
    private let remembered: String?

    private(set) var avatarQueries: [String] = []
    private(set) var logIns: [LogIn] = []

    /// Answers `avatars[phone]` for avatars and `remembered` for the remembered phone.
    init(avatars: [String: URL] = [:], remembered: String? = nil) {
        self.avatars = avatars
        self.remembered = remembered
    }

    func avatarURL(forPhone phone: String) -> URL? {
        avatarQueries.append(phone)
        return avatars[phone]
    }

    func rememberedPhone() -> String? {
        remembered
    }

    func logIn(phone: String, code: String) async {
        logIns.append(LogIn(phone: phone, code: code))
    }
}
