@testable import VIPER

/// A ``LoginView`` that records everything the presenter tells it, in order.
@MainActor
final class LoginViewSpy: LoginView {
    /// Text set in both fields at once.
    struct Fields: Equatable {
        let phone: String
        let code: String
    }

    private(set) var states: [LoginViewState] = []
    private(set) var fields: [Fields] = []
    private(set) var endEditingCount = 0
    private(set) var tips: [String] = []

    func display(_ state: LoginViewState) {
        states.append(state)
    }

    func setFields(phone: String, code: String) {
        fields.append(Fields(phone: phone, code: code))
    }

    func endEditing() {
        endEditingCount += 1
    }

    func showTip(_ message: String) {
        tips.append(message)
    }
}
