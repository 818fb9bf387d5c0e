import Catalog
import HeadlessUI
import Model

/// The search screen of one architecture in a window over the offline catalogue, with the search field and Go
/// looked up once: what the search benchmarks type into and check.
@MainActor
struct SearchWindow {
    let window: Window
    let field: TextField
    let go: Button

    /// Builds the screen; a widget missing stops the run, naming `benchmark`.
    init(architecture: Architecture, benchmark: String) {
        window = Window(
            rootViewController: makeScreen(.search, architecture: architecture, environment: .offline(latency: .zero)))
        do {
            field = try window.textField("search.text")
            go = try window.button("search.go")
        } catch {
            fatalError("\(benchmark): \(error)")
        }
    }
}
