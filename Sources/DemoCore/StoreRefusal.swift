import Foundation
import Model

/// What the demo says about its store: the store's own one-line reason with a long path shortened, and, when the
/// file is a script of demo commands given to `--store` (one letter from `--script`), the option that was probably
/// meant — or, when it is the `--script` too, that the store needs a file of its own.
public enum StoreRefusal {
    /// One line for `error`, about the store at `storeURL`, which the user gave as `storePath` (nil for the default
    /// store) beside the `--script` `scriptPath` (nil when commands come from standard input).
    public static func message(
        for error: JSONFileStoreError,
        storeURL: URL,
        storePath: String?,
        scriptPath: String?
    ) -> String {
        var message = error.errorDescription ?? "the store cannot be used."
        if case .notAStore(let url) = error, let storePath {
            if let scriptPath, isSameFile(scriptPath, storePath) {
                message += " It is the --script too: the store needs a file of its own, or no --store at all."
            } else if scriptPath == nil, looksLikeScript(url) {
                message += " Did you mean --script \(TerminalText.shortenedPath(storePath))?"
            }
        }
        return shortening(message, storeURL: storeURL)
    }

    /// `message`, one of the store's own, with the store's path — which the store writes whole — shortened as every
    /// path the demo names is (``TerminalText/shortenedPath(_:)``): its lock file's path, its path and its name.
    public static func shortening(_ message: String, storeURL: URL) -> String {
        let path = storeURL.path
        return [path + ".lock", path, storeURL.lastPathComponent].reduce(message) { message, long in
            let short = TerminalText.shortenedPath(long)
            return short == long ? message : message.replacingOccurrences(of: long, with: short)
        }
    }

    /// Whether the first line of `url` that is not blank or a `#` comment is a command the demo reads. The store has
    /// already found a regular file of at most a megabyte there, so reading its lines cannot block or run long.
    static func looksLikeScript(_ url: URL) -> Bool {
        guard let reader = try? LineReader(path: url.path) else { return false }
        while let line = try? reader.nextLine() {
            do {
                if try DemoCommand(parsing: line) != nil {
                    return true
                }
            } catch {
                return false
            }
        }
        return false
    }

    // MARK: - Private

    /// Whether two paths name one file: the same device and inode, or the same text when either cannot be looked at.
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var firstInfo = stat()
        var secondInfo = stat()
        guard stat(first, &firstInfo) == 0, stat(second, &secondInfo) == 0 else { return first == second }
        return firstInfo.st_dev == secondInfo.st_dev && firstInfo.st_ino == secondInfo.st_ino
    }
}
