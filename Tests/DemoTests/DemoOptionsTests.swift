import Catalog
import Foundation
import Testing

@testable import DemoCore

struct DemoOptionsTests {
    @Test("with no arguments it opens MVC's login with a one-second latency, no trace, the default store")
    func defaults() throws {
        let options = try DemoOptions(arguments: [])

        #expect(options == DemoOptions())
        #expect(options.architecture == .mvc)
        #expect(options.feature == .login)
        #expect(options.latency == .seconds(1))
        #expect(!options.trace)
        #expect(options.scriptPath == nil)
        #expect(options.storePath == nil)
        #expect(!options.startsFresh)
    }

    @Test("every option is read")
    func readsEveryOption() throws {
        let options = try DemoOptions(arguments: [
            "--architecture", "viper", "greeting", "--latency", "250", "--trace", "--script", "/dev/stdin",
            "--store", "store.json", "--fresh",
        ])

        #expect(options.architecture == .viper)
        #expect(options.feature == .greeting)
        #expect(options.latency == .milliseconds(250))
        #expect(options.trace)
        #expect(options.scriptPath == "/dev/stdin")
        #expect(options.storePath == "store.json")
        #expect(options.startsFresh)
    }

    @Test("the latency may be anything from 0 to a minute", arguments: ["0", "1000", "60000"])
    func acceptsLatencyUpToAMinute(milliseconds: String) throws {
        let options = try DemoOptions(arguments: ["--latency", milliseconds])

        #expect(options.latency == .milliseconds(Int(milliseconds) ?? -1))
    }

    @Test(
        "a latency above a minute, negative or not a whole number is refused in one line",
        arguments: ["60001", "9223372036854775807", "99999999999999999999", "-1", "1.5", "soon", ""]
    )
    func refusesOtherLatencies(value: String) {
        let expected = DemoUsageError("--latency takes a whole number of milliseconds from 0 to 60000, not '\(value)'")
        #expect(throws: expected) { try DemoOptions(arguments: ["--latency", value]) }
    }

    @Test(
        "an empty store or script path is refused: it would name the current folder",
        arguments: ["--store", "--script"]
    )
    func refusesEmptyPaths(option: String) {
        #expect(throws: DemoUsageError("\(option) needs a file path, not an empty string")) {
            try DemoOptions(arguments: [option, ""])
        }
    }

    @Test("an option without its value, an unknown option and an unknown architecture are refused")
    func refusesUnknownArguments() {
        #expect(throws: DemoUsageError("--store needs a value")) { try DemoOptions(arguments: ["--store"]) }
        #expect(throws: DemoUsageError("unknown option or screen '--fast'")) {
            try DemoOptions(arguments: ["--fast"])
        }
        #expect(throws: DemoUsageError("unknown architecture 'mvi'")) {
            try DemoOptions(arguments: ["--architecture", "mvi"])
        }
        #expect(throws: DemoUsageError(nil)) { try DemoOptions(arguments: ["--help"]) }
    }

    @Test("an unknown argument of any length is named by its first 40 characters and its length, not echoed whole")
    func longArgumentIsNotEchoedWhole() {
        let pasted = String(repeating: "x", count: 100_000)

        #expect(throws: DemoUsageError("unknown option or screen '\(pasted.prefix(40))…' (100000 characters)")) {
            try DemoOptions(arguments: [pasted])
        }
        #expect(throws: DemoUsageError("unknown architecture '\(pasted.prefix(40))…' (100000 characters)")) {
            try DemoOptions(arguments: ["-a", pasted])
        }
    }

    @Test("the usage names every option the command line accepts, short forms included")
    func usageNamesEveryOption() throws {
        let options: [(spelling: String, arguments: [String])] = [
            ("--architecture", ["viper"]), ("-a", ["viper"]), ("--latency", ["0"]), ("--trace", []),
            ("--script", ["commands.txt"]), ("--store", ["here.json"]), ("--fresh", []),
        ]
        for option in options {
            #expect(DemoOptions.usage.contains(option.spelling), "\(option.spelling)")
            #expect(throws: Never.self) { try DemoOptions(arguments: [option.spelling] + option.arguments) }
        }
        for help in ["--help", "-h"] {
            #expect(DemoOptions.usage.contains(help), "\(help)")
            #expect(throws: DemoUsageError(nil)) { try DemoOptions(arguments: [help]) }
        }
    }

    @Test("the README's usage block is the usage's first lines, every style and screen in it, none wider than 120")
    func readmeUsageIsTheUsage() throws {
        let readme = try DemoReadme.text()

        #expect(DemoOptions.usage.hasPrefix(DemoOptions.synopsis + "\n"))
        #expect(readme.contains("```\n\(DemoOptions.synopsis)\n```\n"))
        for architecture in Architecture.allCases {
            #expect(DemoOptions.synopsis.contains(architecture.rawValue), "\(architecture.rawValue)")
        }
        for feature in Feature.allCases {
            #expect(DemoOptions.synopsis.contains(feature.rawValue), "\(feature.rawValue)")
        }
        #expect(DemoOptions.synopsis.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test("every built screen opens by its name, and the app by 'app'; all are listed on the usage's screens line")
    func everyBuiltFeatureOpens() throws {
        for feature in Feature.allCases {
            let options = try DemoOptions(arguments: [feature.rawValue])
            #expect(options.feature == feature)
            #expect(!options.opensApp)
        }
        #expect(try DemoOptions(arguments: ["app"]).opensApp)
        #expect(try !DemoOptions(arguments: ["app", "search"]).opensApp)
        let screensLine = DemoOptions.usage.split(separator: "\n").first { $0.hasPrefix("screens: ") }
        let listed = ["app"] + Feature.allCases.map(\.rawValue)
        #expect(screensLine?.hasPrefix("screens: " + listed.joined(separator: " ")) == true)
    }

    @Test("the default store is in $HOME; --store is used as given")
    func storeFollowsHome() throws {
        let defaults = DemoOptions()
        let given = try DemoOptions(arguments: ["--store", "here.json"])

        #expect(
            defaults.storeURL(processEnvironment: ["HOME": "/home/learner"]).path
                == "/home/learner/.architecture-comparison-demo.json")
        #expect(given.storeURL(processEnvironment: ["HOME": "/home/learner"]) == URL(fileURLWithPath: "here.json"))
    }

    @Test("without a usable $HOME the store goes to the home folder the system records")
    func storeWithoutHome() {
        let expected = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
            ".architecture-comparison-demo.json")

        #expect(DemoOptions().storeURL(processEnvironment: [:]) == expected)
        #expect(DemoOptions().storeURL(processEnvironment: ["HOME": ""]) == expected)
    }
}
