@testable import MVVMClosures

/// Records every greeting a ``GreetingViewModel`` emits by setting its output closure as
/// ``GreetingViewController`` does.
@MainActor
final class GreetingViewModelRecorder {
    private(set) var greetings: [String] = []

    /// Binds to `viewModel`'s output; the view model keeps the closure, which holds the recorder weakly.
    init(_ viewModel: GreetingViewModel) {
        viewModel.onGreetingChange = { [weak self] greeting in self?.greetings.append(greeting) }
    }
}
