@testable import VIPER

/// Stands in for the greeting screen: records every greeting the presenter tells it to show.
@MainActor
final class GreetingViewSpy: GreetingView {
    /// Every greeting shown, in order.
    private(set) var greetings: [String] = []

    func showGreeting(_ text: String) {
        greetings.append(text)
    }
}
