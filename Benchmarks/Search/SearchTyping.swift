import Catalog
import HeadlessUI
import Model

/// The search screen of one architecture in a window: each iteration types a text of `length` characters into
/// `search.text`, one keystroke at a time — as the demo's `type` does with a pasted line — checks that Go followed,
/// and clears the field (one keystroke more). Reported per keystroke, so the cost is flat in `length` exactly when no
/// keystroke walks the text typed so far: deciding S1 must look only at the text's ends.
@MainActor
struct SearchTyping {
    private let window: Window
    private let field: TextField
    private let go: Button
    private let text: String

    init(architecture: Architecture, length: Int) {
        let screen = SearchWindow(
            architecture: architecture, benchmark: "search.typing.\(architecture.rawValue)/\(length)")
        (window, field, go) = (screen.window, screen.field, screen.go)
        text = String(String(repeating: "tatras ", count: length / 7 + 1).prefix(length))
    }

    /// Types the text and clears it `iterations` times, checking that Go is enabled after the text and disabled after
    /// the clear; the check reads the cleared screen, then types the text once more and reads it again.
    var work: Benchmark.Work {
        Benchmark.Work(
            loop: { [window, field, go, text] iterations in
                for _ in 0..<iterations {
                    field.type(text)
                    precondition(go.isEnabled, "Go did not follow the typing")
                    field.clear()
                    precondition(!go.isEnabled, "Go did not follow the clear")
                }
                blackHole(window)
            },
            verify: { [window, text] in
                let field = try window.textField("search.text")
                try check("search.text's text after the clear", is: field.text, expected: "")
                try check("search.go enabled, cleared", is: window.button("search.go").isEnabled, expected: false)
                field.type(text)
                try check("search.text's length", is: field.text.count, expected: text.count)
                let isQuery = SearchQuery(text) != nil
                try check("search.go enabled for the text", is: window.button("search.go").isEnabled, expected: isQuery)
                field.clear()
            }
        )
    }
}
