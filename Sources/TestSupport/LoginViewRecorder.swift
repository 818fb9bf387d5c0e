/// Records everything a presenter tells the login screen — states, text set in code, ending editing, tips — so the
/// shared scenarios read the screen without a widget.
///
/// Generic over the module's own view state: MVP's and VIPER's test targets make it their passive `LoginView` with
/// one conditional conformance (`extension LoginViewRecorder: LoginView where State == LoginViewState {}`).
@MainActor
public final class LoginViewRecorder<State: LoginViewStateProtocol> {
    /// Text put into both fields in code.
    public struct Fields: Equatable, Sendable {
        /// The phone field's text.
        public let phone: String
        /// The code field's text.
        public let code: String

        /// The text of both fields, to compare with ``LoginViewRecorder/fieldsSet``.
        public init(phone: String, code: String) {
            self.phone = phone
            self.code = code
        }
    }

    /// Every state displayed, in order.
    public private(set) var states: [State] = []
    /// Every time both fields were set in code, in order.
    public private(set) var fieldsSet: [Fields] = []
    /// How many times the fields were told to end editing.
    public private(set) var endEditingCount = 0
    /// Every tip shown, in order.
    public private(set) var tips: [String] = []

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records `state` as displayed.
    public func display(_ state: State) {
        states.append(state)
    }

    /// Records the text both fields were given in code.
    public func setFields(phone: String, code: String) {
        fieldsSet.append(Fields(phone: phone, code: code))
    }

    /// Counts one end of editing.
    public func endEditing() {
        endEditingCount += 1
    }

    /// Records `message` as shown.
    public func showTip(_ message: String) {
        tips.append(message)
    }
}
