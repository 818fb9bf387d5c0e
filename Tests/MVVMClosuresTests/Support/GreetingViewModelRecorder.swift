@testable import MVVMClosures

/// Records what a ``GreetingViewModel`` emits, by setting its output closure as a view controller would.
@MainActor
final class GreetingViewModelRecorder {
    /// Every greeting emitted, in order.
    private(set) var greetings: [String] = []

    /// Binds to `viewModel`'s output; the view model keeps the closure, which holds the recorder weakly.
    init(_ viewModel: GreetingViewModel) {
        viewModel.onGreetingChange = { [weak self] greeting in
            self?.greetings.append(greeting)
        }
    }
}
