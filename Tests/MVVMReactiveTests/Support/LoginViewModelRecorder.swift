import Foundation
import Model
import ReactiveCore

@testable import MVVMReactive

/// Records every output of a ``LoginViewModel`` from the moment it is made, as the view controller's bindings would
/// receive them, so tests read the screen without any widget.
@MainActor
final class LoginViewModelRecorder {
    private let avatarURLsRecorder: OutputRecorder<URL?>
    private let isLoginEnabledRecorder: OutputRecorder<Bool>
    private let loadingMessagesRecorder: OutputRecorder<String?>
    private let tipsRecorder: OutputRecorder<String>
    private let endEditingRecorder: OutputRecorder<Void>
    private let loggedInRecorder: OutputRecorder<Person>

    /// Observes `viewModel`'s outputs; the observations end when the recorder goes.
    init(_ viewModel: LoginViewModel) {
        avatarURLsRecorder = OutputRecorder(viewModel.avatarURL)
        isLoginEnabledRecorder = OutputRecorder(viewModel.login.isEnabled)
        loadingMessagesRecorder = OutputRecorder(viewModel.loadingMessage)
        tipsRecorder = OutputRecorder(viewModel.tips)
        endEditingRecorder = OutputRecorder(viewModel.endEditing)
        loggedInRecorder = OutputRecorder(viewModel.loggedIn)
    }

    /// The avatars shown, the current one first, then every change.
    var avatarURLs: [URL?] { avatarURLsRecorder.values }

    /// Whether Login was enabled, the current value first, then every change.
    var isLoginEnabled: [Bool] { isLoginEnabledRecorder.values }

    /// The HUD's messages, the current one first, then every change.
    var loadingMessages: [String?] { loadingMessagesRecorder.values }

    /// The tips emitted, in order.
    var tips: [String] { tipsRecorder.values }

    /// How many times the fields were told to end editing.
    var endEditingCount: Int { endEditingRecorder.values.count }

    /// The people whose greeting was to be shown, in order.
    var loggedIn: [Person] { loggedInRecorder.values }
}
