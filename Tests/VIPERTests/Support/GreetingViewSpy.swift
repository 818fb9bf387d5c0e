@testable import VIPER

/// A ``GreetingView`` that records every greeting it is told to show.
@MainActor
final class GreetingViewSpy: GreetingView {
    private(set) var greetings: [String] = []

    func showGreeting(_ text: String) {
        greetings.append(text)
    }
}
