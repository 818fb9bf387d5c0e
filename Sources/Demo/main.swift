import Catalog
import Foundation
import HeadlessUI
import Model

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("error: \(message)\n\(DemoOptions.usage)\n".utf8))
        exit(2)
    }
    print(DemoOptions.usage)
    exit(0)
}

let storeURL =
    options.storePath.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".architecture-comparison-demo.json")
let store = JSONFileStore(url: storeURL)
if let recovery = store.recovery {
    FileHandle.standardError.write(Data("warning: \(recovery)\n".utf8))
}
let environment = AppEnvironment.fromProcessEnvironment(latency: options.latency, store: store)

var scriptLines: IndexingIterator<[String]>?
if let path = options.scriptPath {
    guard let script = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read the script '\(path)'\n".utf8))
        exit(2)
    }
    scriptLines = script.components(separatedBy: .newlines).makeIterator()
}
let isInteractive = options.scriptPath == nil && isatty(STDIN_FILENO) != 0

let window = Window(
    rootViewController: makeScreen(options.feature, architecture: options.architecture, environment: environment))
let session = DemoSession(window: window)
print("\(options.architecture.displayName) · \(options.feature.rawValue)   (type 'help' for commands)\n")
print(session.render())

var failures = 0
while true {
    if isInteractive {
        FileHandle.standardOutput.write(Data("> ".utf8))
    }
    guard let line = scriptLines != nil ? scriptLines?.next() : readLine() else { break }
    let shown = line.trimmingCharacters(in: .whitespaces)
    if !isInteractive, !shown.isEmpty, !shown.hasPrefix("#") {
        print("\n> \(line)")
    }
    do {
        guard let command = try DemoCommand(parsing: line) else { continue }
        guard let output = try await session.run(command) else { break }
        print(output)
    } catch {
        failures += 1
        print("error: \(error)")
    }
}
exit(failures > 0 && !isInteractive ? 1 : 0)
