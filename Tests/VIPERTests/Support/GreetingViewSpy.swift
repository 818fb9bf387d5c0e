@testable import VIPER

/// A ``GreetingView`` that records every greeting its presenter shows.
@MainActor
final class GreetingViewSpy: GreetingView {
    private(set) var greetings: [String] = []

    func showGreeting(_ text: String) {
        greetings.append(text)
    }
}
