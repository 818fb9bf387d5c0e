@testable import MVVMClosures

/// Records everything a ``LoginViewModel`` emits, in one ordered list, by setting its output closures as
/// ``LoginViewController`` does.
@MainActor
final class LoginViewModelRecorder {
    /// One emission of one output.
    enum Event: Equatable {
        /// `onStateChange`
        case state(LoginViewState)
        /// `onFieldsChange`
        case fields(phone: String, code: String)
        /// `onEndEditing`
        case endEditing
        /// `onTip`
        case tip(String)
        /// `onRoute`
        case route(LoginRoute)
    }

    /// Every emission, in order.
    private(set) var events: [Event] = []

    /// Binds to `viewModel`'s outputs; the view model keeps the closures, which hold the recorder weakly.
    init(_ viewModel: LoginViewModel) {
        viewModel.onStateChange = { [weak self] state in self?.events.append(.state(state)) }
        viewModel.onFieldsChange = { [weak self] phone, code in
            self?.events.append(.fields(phone: phone, code: code))
        }
        viewModel.onEndEditing = { [weak self] in self?.events.append(.endEditing) }
        viewModel.onTip = { [weak self] message in self?.events.append(.tip(message)) }
        viewModel.onRoute = { [weak self] route in self?.events.append(.route(route)) }
    }

    /// The states emitted, in order.
    var states: [LoginViewState] {
        events.compactMap { event in
            guard case .state(let state) = event else { return nil }
            return state
        }
    }

    /// The tips emitted, in order.
    var tips: [String] {
        events.compactMap { event in
            guard case .tip(let message) = event else { return nil }
            return message
        }
    }

    /// The routes emitted, in order.
    var routes: [LoginRoute] {
        events.compactMap { event in
            guard case .route(let route) = event else { return nil }
            return route
        }
    }

    /// The texts the fields were told to show, in order.
    var fieldChanges: [(phone: String, code: String)] {
        events.compactMap { event in
            guard case .fields(let phone, let code) = event else { return nil }
            return (phone, code)
        }
    }
}
