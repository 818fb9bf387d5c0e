import Model
import ReactiveCore

@testable import MVVMReactive

/// Records every output of a ``LoginViewModel`` from the moment it is made, as the view controller's
/// bindings would receive them.
@MainActor
final class LoginViewModelRecorder {
    private let tipsRecorder: OutputRecorder<String>
    private let loadingMessagesRecorder: OutputRecorder<String?>
    private let endEditingRecorder: OutputRecorder<Void>
    private let loggedInRecorder: OutputRecorder<Person>
    private let isEnabledRecorder: OutputRecorder<Bool>

    /// Observes `viewModel`'s outputs; they keep the recorders' closures, which hold the recorders weakly.
    init(_ viewModel: LoginViewModel) {
        tipsRecorder = OutputRecorder(viewModel.tips)
        loadingMessagesRecorder = OutputRecorder(viewModel.loadingMessage)
        endEditingRecorder = OutputRecorder(viewModel.endEditing)
        loggedInRecorder = OutputRecorder(viewModel.loggedIn)
        isEnabledRecorder = OutputRecorder(viewModel.login.isEnabled)
    }

    /// The tips emitted, in order.
    var tips: [String] { tipsRecorder.values }

    /// The loading messages, the current one first.
    var loadingMessages: [String?] { loadingMessagesRecorder.values }

    /// How many times the fields were told to end editing.
    var endEditingCount: Int { endEditingRecorder.values.count }

    /// The people who logged in, in order.
    var loggedIn: [Person] { loggedInRecorder.values }

    /// Whether Login was enabled, the current value first, then every change.
    var isEnabled: [Bool] { isEnabledRecorder.values }
}
