import Catalog
import Foundation

/// What the demo was asked to show, read from its command line.
public struct DemoOptions: Equatable {
    /// The longest simulated latency `--latency` accepts: a minute is already longer than any learner waits,
    /// and a bound keeps a mistyped number from hanging a login for centuries.
    public static let maximumLatencyMilliseconds = 60_000

    /// The store's file name in the home folder, when `--store` is not given.
    public static let defaultStoreName = ".architecture-comparison-demo.json"

    /// The style that builds the screen.
    public var architecture = Architecture.mvc
    /// The screen to open, when the demo opens one screen alone.
    public var feature = Feature.login
    /// Whether to run the whole app instead (`app`): it starts on Login, and `open <link>` follows a link (N1–N6).
    public var opensApp = false
    /// The simulated latency of the embedded services.
    public var latency = Duration.seconds(1)
    /// A file of commands to read, as a stream, instead of standard input.
    public var scriptPath: String?
    /// Where the demo keeps what the app remembers (the last phone number, the recent searches); nil for the
    /// default.
    public var storePath: String?
    /// Whether to print each call that crosses into the Model.
    public var trace = false
    /// Whether to forget what the store remembers before the screen opens, so the app starts as on its first launch
    /// and a script runs the same way every time (`--fresh`).
    public var startsFresh = false

    /// The command line's shape, the first lines of ``usage``, wrapped at 120 columns. The styles and the screens
    /// come from `Architecture.allCases` and `Feature.allCases`; the demo's README shows these lines as they are, and a
    /// test holds it to them, so a new style or screen cannot leave the README's list behind.
    public static var synopsis: String {
        let command = "usage: swift run Demo "
        let parts = [
            "[--architecture \(Architecture.allCases.map(\.rawValue).joined(separator: "|"))]",
            "[\(Self.targets.joined(separator: "|"))]",
            "[--latency <ms>]", "[--trace]", "[--script FILE]", "[--store FILE]", "[--fresh]", "[--help]",
        ]
        var lines = [command]
        for part in parts {
            let last = lines[lines.count - 1]
            if last.count > command.count, last.count + 1 + part.count > synopsisWidth {
                lines.append(String(repeating: " ", count: command.count) + part)
            } else {
                lines[lines.count - 1] = last + (last.count > command.count ? " " : "") + part
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The usage text for `--help` and after a usage error; it names every option ``init(arguments:)`` reads,
    /// short forms included.
    public static var usage: String {
        let maximum = maximumLatencyMilliseconds
        let lineLimit = LineReader.maximumLineLengthText
        return """
            \(synopsis)
            Draws the screen as text and reads commands from standard input, or --script FILE; `help` lists them and
            the demo accounts. A line longer than \(lineLimit) is skipped unread, with an error naming its number.
              --architecture, -a   the style that builds the screen (default mvc)
              app                  the whole app: it starts on Login, and `open <link>` follows a link
              <screen>             or one screen alone, one of those on the screens line below (default login)
              --latency <ms>       simulated latency of the embedded services, 0 to \(maximum) (default 1000)
              --trace              print each call into the Model (auth, Flickr, store) and how long it took
              --script FILE        read the commands from FILE, as a stream: /dev/stdin and <(…) work too
              --store FILE         where the last phone number and the recent searches are kept
                                   (default: $HOME/\(defaultStoreName));
                                   a regular file or a path that does not exist yet, never a directory or device
              --fresh              forget what the store remembers first, as on the app's first launch
              --help, -h           this text
            FLICKR_API_KEY in the environment switches the Flickr service to the live API.
            screens: \(Self.targets.joined(separator: " "))
            """
    }

    /// The defaults: MVC's login screen, 1 s latency, no trace, standard input, the default store as it is.
    public init() {}

    /// Reads `arguments` (without the program name); throws a one-line message for anything it does not know.
    public init(arguments: [String]) throws(DemoUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--architecture", "-a":
                let value = try Self.value(after: argument, in: &remaining)
                guard let architecture = Architecture(rawValue: value) else {
                    throw DemoUsageError("unknown architecture \(TerminalText.quoted(value))")
                }
                self.architecture = architecture
            case "--latency":
                let value = try Self.value(after: argument, in: &remaining)
                guard let milliseconds = Int(value), (0...Self.maximumLatencyMilliseconds).contains(milliseconds)
                else {
                    throw DemoUsageError(
                        "--latency takes a whole number of milliseconds from 0 to \(Self.maximumLatencyMilliseconds), "
                            + "not \(TerminalText.quoted(value))")
                }
                latency = .milliseconds(milliseconds)
            case "--trace":
                trace = true
            case "--script":
                scriptPath = try Self.path(after: argument, in: &remaining)
            case "--store":
                storePath = try Self.path(after: argument, in: &remaining)
            case "--fresh":
                startsFresh = true
            case "--help", "-h":
                throw DemoUsageError(nil)
            case Self.app:
                opensApp = true
            default:
                feature = try Self.feature(argument)
                opensApp = false
            }
        }
    }

    /// The store file: `--store` as given (relative to the current folder), else the default name in `$HOME`
    /// (from `processEnvironment`), else in the user's home folder as the system records it.
    public func storeURL(processEnvironment: [String: String]) -> URL {
        if let storePath {
            return URL(fileURLWithPath: storePath)
        }
        let home =
            processEnvironment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(Self.defaultStoreName)
    }

    // MARK: - Private

    /// The argument that runs the whole app.
    private static let app = "app"

    /// What the demo can open: the whole app, or one screen alone.
    private static var targets: [String] { [app] + Feature.allCases.map(\.rawValue) }

    /// The width ``synopsis`` wraps at: the project's line length.
    private static let synopsisWidth = 120

    private static func feature(_ argument: String) throws(DemoUsageError) -> Feature {
        if let feature = Feature(rawValue: argument) {
            return feature
        }
        throw DemoUsageError("unknown option or screen \(TerminalText.quoted(argument))")
    }

    private static func value(
        after option: String,
        in remaining: inout ArraySlice<String>
    ) throws(DemoUsageError) -> String {
        guard let value = remaining.popFirst() else { throw DemoUsageError("\(option) needs a value") }
        return value
    }

    /// A file path value: an empty one would name the current folder, so it is refused here.
    private static func path(
        after option: String,
        in remaining: inout ArraySlice<String>
    ) throws(DemoUsageError) -> String {
        let value = try value(after: option, in: &remaining)
        guard !value.isEmpty else { throw DemoUsageError("\(option) needs a file path, not an empty string") }
        return value
    }
}
