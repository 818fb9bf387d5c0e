@testable import VIPER

/// A ``LoginView`` that records everything its presenter tells it, so tests read the screen without
/// any widget.
@MainActor
final class LoginViewSpy: LoginView {
    /// Text the presenter put into both fields in code.
    struct Fields: Equatable {
        let phone: String
        let code: String
    }

    private(set) var states: [LoginViewState] = []
    private(set) var fieldsSet: [Fields] = []
    private(set) var endEditingCount = 0
    private(set) var tips: [String] = []

    func display(_ state: LoginViewState) {
        states.append(state)
    }

    func setFields(phone: String, code: String) {
        fieldsSet.append(Fields(phone: phone, code: code))
    }

    func endEditing() {
        endEditingCount += 1
    }

    func showTip(_ message: String) {
        tips.append(message)
    }
}
