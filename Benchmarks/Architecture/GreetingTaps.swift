import Catalog
import HeadlessUI
import Model

/// The greeting screen of one architecture in a window, tapped again and again: each tap makes the whole trip
/// the style gives it, from the button's handler to the label.
@MainActor
struct GreetingTaps {
    private let window: Window
    private let button: Button
    private let label: Label

    init(architecture: Architecture) {
        window = Window(
            rootViewController: makeScreen(
                .greeting, architecture: architecture, environment: .offline(latency: .zero)))
        do {
            button = try window.button("greeting.show")
            label = try window.label("greeting.label")
        } catch {
            fatalError("greeting.tap/\(architecture.rawValue): \(error)")
        }
    }

    /// Taps `iterations` times.
    var loop: Benchmark.Loop {
        { [window, button, label] iterations in
            for _ in 0..<iterations {
                button.tap()
            }
            precondition(label.text == "Hello David Blaine", "the taps did not reach the label")
            blackHole(window)
        }
    }
}
