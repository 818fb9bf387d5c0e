import Catalog
import Foundation

/// What the demo was asked to show, read from its command line.
struct DemoOptions {
    /// The style that builds the screen.
    var architecture = Architecture.mvc
    /// The screen to open.
    var feature = Feature.login
    /// The simulated latency of the embedded services.
    var latency = Duration.seconds(1)
    /// A file of commands to run instead of standard input.
    var scriptPath: String?
    /// Where the demo keeps what the app remembers (the last phone number).
    var storePath: String?

    static let usage = """
        usage: swift run Demo [--architecture \(Architecture.allCases.map(\.rawValue).joined(separator: "|"))] \
        [\(Feature.allCases.map(\.rawValue).joined(separator: "|"))]
                              [--latency <ms>] [--script FILE] [--store FILE]
        Draws the screen as text and reads commands from standard input (or --script FILE); `help` lists them.
        FLICKR_API_KEY in the environment switches the Flickr service to the live API (for the search screens, once
        they exist).
        """

    /// Reads `arguments` (without the program name); throws a one-line message for anything it does not know.
    init(arguments: [String]) throws(DemoUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--architecture", "-a":
                let value = try Self.value(after: argument, in: &remaining)
                guard let architecture = Architecture(rawValue: value) else {
                    throw DemoUsageError("unknown architecture '\(value)'")
                }
                self.architecture = architecture
            case "--latency":
                let value = try Self.value(after: argument, in: &remaining)
                guard let milliseconds = Int(value), milliseconds >= 0 else {
                    throw DemoUsageError("--latency takes a whole number of milliseconds, not '\(value)'")
                }
                latency = .milliseconds(milliseconds)
            case "--script":
                scriptPath = try Self.value(after: argument, in: &remaining)
            case "--store":
                storePath = try Self.value(after: argument, in: &remaining)
            case "--help", "-h":
                throw DemoUsageError(nil)
            default:
                guard let feature = Feature(rawValue: argument) else {
                    throw DemoUsageError("unknown option or screen '\(argument)'")
                }
                self.feature = feature
            }
        }
    }

    private static func value(
        after option: String,
        in remaining: inout ArraySlice<String>
    ) throws(DemoUsageError) -> String {
        guard let value = remaining.popFirst() else { throw DemoUsageError("\(option) needs a value") }
        return value
    }
}
