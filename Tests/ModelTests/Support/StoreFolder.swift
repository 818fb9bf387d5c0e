import Foundation

/// A fresh folder for one store test, removed when the test's value goes away, with helpers to put odd
/// things where the store expects its file.
final class StoreFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("JSONFileStoreTests-\(UUID())")

    /// Where the store's file usually goes.
    var file: URL { url.appendingPathComponent("store.json") }

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The folder's entries, sorted, without the store's lock files.
    func contents() throws -> [String] {
        try allContents().filter { !$0.hasSuffix(".lock") }
    }

    /// The folder's entries, sorted, lock files included.
    func allContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Writes `text` to the store's file.
    func write(_ text: String) throws {
        try Data(text.utf8).write(to: file)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Makes `name` a symbolic link to `target`, which may be relative to the folder.
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name).path, withDestinationPath: target)
    }

    /// Makes `name` a character device with /dev/null's numbers; nil without the right to (not root, or a
    /// container without the capability).
    func makeNullDevice(named name: String) -> URL? {
        var null = stat()
        guard stat("/dev/null", &null) == 0, mknod(path(name).path, mode_t(S_IFCHR) | 0o600, null.st_rdev) == 0 else {
            return nil
        }
        return path(name)
    }

    /// Whether this process may make device nodes, tried once in a folder of its own.
    static let canMakeDeviceNodes: Bool = {
        guard let folder = try? StoreFolder() else { return false }
        return folder.makeNullDevice(named: "probe") != nil
    }()

    /// The `stat` file type bits of `url`, following symbolic links; nil if nothing is there.
    static func fileType(of url: URL) -> mode_t? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return info.st_mode & mode_t(S_IFMT)
    }
}
