import Foundation
import Model

/// What the demo says when its store path cannot be used: the store's own one-line reason, and, when the file is a
/// script of demo commands given to `--store` (one letter from `--script`), the option that was probably meant.
public enum StoreRefusal {
    /// One line for `error`, about the path the user gave as `storePath` (nil for the default store).
    public static func message(for error: JSONFileStoreError, storePath: String?) -> String {
        let reason = error.errorDescription ?? "the store cannot be used."
        guard case .notAStore(let url) = error, let storePath, looksLikeScript(url) else { return reason }
        return reason + " Did you mean --script \(storePath)?"
    }

    /// Whether the first line of `url` that is not blank or a `#` comment is a command the demo reads. The store has
    /// already found a regular file of at most a megabyte there, so reading its lines cannot block or run long.
    static func looksLikeScript(_ url: URL) -> Bool {
        guard let reader = try? LineReader(path: url.path) else { return false }
        while let line = reader.nextLine() {
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
}
