import Foundation

/// A JSON store file in a folder of its own, removed when the test is done with it, so a test can read exactly
/// what the app wrote to disk.
struct TemporaryStoreFile: ~Copyable {
    /// Where the store keeps its JSON.
    let url: URL
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("acceptance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent("store.json")
    }

    /// The file's bytes as text: everything the app persisted.
    func contents() throws -> String {
        try String(decoding: Data(contentsOf: url), as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
