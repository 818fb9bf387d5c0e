import Catalog
import HeadlessUI

/// The search screen of one architecture in a window, with "cat" typed: each iteration types "s" (the text makes a
/// query, Go enables) and deletes it again (Go disables), so the field's text stays bounded however many iterations
/// calibration asks for.
@MainActor
struct SearchKeystrokes {
    private let window: Window
    private let field: TextField
    private let go: Button

    init(architecture: Architecture) {
        let screen = SearchWindow(architecture: architecture, benchmark: "search.keystroke/\(architecture.rawValue)")
        (window, field, go) = (screen.window, screen.field, screen.go)
        field.type("cat")
    }

    /// Types and deletes the query's fourth character `iterations` times, checking each keystroke reached Go; the
    /// check reads the screen the loop left, then types the character once more and reads it again.
    var work: Benchmark.Work {
        Benchmark.Work(
            loop: { [window, field, go] iterations in
                for _ in 0..<iterations {
                    field.type("s")
                    precondition(go.isEnabled, "Go did not follow a keystroke")
                    field.deleteBackward()
                    precondition(!go.isEnabled, "Go did not follow a delete")
                }
                blackHole(window)
            },
            verify: { [window] in
                let field = try window.textField("search.text")
                try check("search.text's text", is: field.text, expected: "cat")
                try check("search.go enabled for \"cat\"", is: window.button("search.go").isEnabled, expected: false)
                field.type("s")
                try check("search.go enabled for \"cats\"", is: window.button("search.go").isEnabled, expected: true)
                field.deleteBackward()
            }
        )
    }
}
