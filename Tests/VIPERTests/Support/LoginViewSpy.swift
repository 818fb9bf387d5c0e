@testable import VIPER

/// Stands in for the login screen: records every state displayed, the text set in code, each end of editing and
/// every tip, so a test reads what the presenter told the screen without a widget.
@MainActor
final class LoginViewSpy: LoginView {
    /// Text put into both fields in code.
    struct Fields: Equatable {
        let phone: String
        let code: String
    }

    /// Every state displayed, in order.
    private(set) var states: [LoginViewState] = []
    /// Every time both fields were set in code, in order.
    private(set) var fieldsSet: [Fields] = []
    /// How many times the fields were told to end editing.
    private(set) var endEditingCount = 0
    /// Every tip shown, in order.
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
