import Catalog
import HeadlessUI
import Model

/// The greeting screen of one architecture in a window, tapped again and again: each tap makes the whole trip
/// the style gives it, from the button's handler to the label.
@MainActor
struct GreetingTaps {
    private let window: Window
    private let button: Button

    init(architecture: Architecture) {
        window = Window(
            rootViewController: makeScreen(
                .greeting, architecture: architecture, environment: .offline(latency: .zero)))
        do {
            button = try window.button("greeting.show")
        } catch {
            fatalError("greeting.tap/\(architecture.rawValue): \(error)")
        }
    }

    /// Taps `iterations` times; the check reads the label the taps fill.
    var work: Benchmark.Work {
        Benchmark.Work(
            loop: { [window, button] iterations in
                for _ in 0..<iterations {
                    button.tap()
                }
                blackHole(window)
            },
            verify: { [window] in
                let label = try window.label("greeting.label")
                try check("greeting.label's text", is: label.text, expected: Person.davidBlaine.greeting)
            }
        )
    }
}
