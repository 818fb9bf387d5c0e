import Foundation

/// The demo's README, which tests hold to what the demo really does: the words it suggests, its usage block.
enum DemoReadme {
    /// The README's text, read from its place in the package, found from this file's.
    static func text() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/Demo/README.md").standardizedFileURL
        return try String(contentsOf: url, encoding: .utf8)
    }
}
