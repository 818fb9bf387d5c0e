import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the demo may open the files it needs. With `ulimit -n` set very low every `open` fails with EMFILE,
/// "Too many open files", which reached the user as a store that "could not be read" though it did not exist, a
/// photo catalogue Flickr "sent" unreadable, or a crash in the runtime's own threads; so the demo looks once, at
/// launch, and says the real reason.
public enum OpenFileLimit {
    /// The descriptors the demo needs free at launch. A scripted session uses nine at most (the standard streams, the
    /// script, the store and its lock, the catalogue, the runtime's own); the rest is room for the live API's sockets.
    public static let required = 32

    /// One line saying why the demo cannot run, when fewer than ``required`` descriptors are free; nil otherwise.
    public static func shortage() -> String? {
        var limit = rlimit()
        #if canImport(Glibc)
            let asked = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let asked = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        // A limit in the thousands leaves room whatever is open; counting what is open is for a small one.
        guard asked == 0, limit.rlim_cur < countedLimit else { return nil }
        let allowed = Int(limit.rlim_cur)
        let open = (0..<Int32(allowed)).count { fcntl($0, F_GETFD) != -1 }
        guard allowed - open < required else { return nil }
        return "ulimit -n allows \(allowed) open files and \(open) are open, but the demo needs \(required) free: "
            + "every file it opened would fail with \"Too many open files\" (raise the limit: ulimit -n 1024)"
    }

    // MARK: - Private

    /// The limit from which open descriptors are not counted.
    private static let countedLimit: rlim_t = 4_096
}
