@testable import MVVMReactive

/// Records what a ``GreetingViewModel``'s outputs send, as the label's binding and the route's would receive them.
@MainActor
final class GreetingViewModelRecorder {
    private let greetingRecorder: OutputRecorder<String>
    private let routesRecorder: OutputRecorder<GreetingRoute>

    /// Observes `viewModel`'s greeting and route; they keep the recorder's closures, which hold the recorder weakly.
    init(_ viewModel: GreetingViewModel) {
        greetingRecorder = OutputRecorder(viewModel.greeting)
        routesRecorder = OutputRecorder(viewModel.route)
    }

    /// Every greeting sent, the current one first.
    var greetings: [String] { greetingRecorder.values }

    /// Where the screen sent the user, in order.
    var routes: [GreetingRoute] { routesRecorder.values }
}
