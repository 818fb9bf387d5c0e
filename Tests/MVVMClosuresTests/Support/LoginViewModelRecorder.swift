@testable import MVVMClosures

/// Records everything a ``LoginViewModel`` emits by setting its output closures as ``LoginViewController`` does,
/// so tests read the screen without any widget.
@MainActor
final class LoginViewModelRecorder {
    /// Text the view model told the view to put into both fields in code.
    struct Fields: Equatable {
        let phone: String
        let code: String
    }

    private(set) var states: [LoginViewState] = []
    private(set) var fieldsSet: [Fields] = []
    private(set) var endEditingCount = 0
    private(set) var tips: [String] = []
    private(set) var routes: [LoginRoute] = []

    /// Binds to `viewModel`'s outputs; the view model keeps the closures, which hold the recorder weakly.
    init(_ viewModel: LoginViewModel) {
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
        viewModel.onFieldsChange = { [weak self] phone, code in
            self?.fieldsSet.append(Fields(phone: phone, code: code))
        }
        viewModel.onEndEditing = { [weak self] in self?.endEditingCount += 1 }
        viewModel.onTip = { [weak self] message in self?.tips.append(message) }
        viewModel.onRoute = { [weak self] route in self?.routes.append(route) }
    }
}
