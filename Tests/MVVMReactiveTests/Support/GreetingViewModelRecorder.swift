@testable import MVVMReactive

/// Records what a ``GreetingViewModel``'s greeting sends, as the label's binding would receive it.
@MainActor
final class GreetingViewModelRecorder {
    private let greetingRecorder: OutputRecorder<String>

    /// Observes `viewModel`'s greeting; it keeps the recorder's closure, which holds the recorder weakly.
    init(_ viewModel: GreetingViewModel) {
        greetingRecorder = OutputRecorder(viewModel.greeting)
    }

    /// Every greeting sent, the current one first.
    var greetings: [String] { greetingRecorder.values }
}
