import Catalog
import DemoCore
import Foundation
import HeadlessUI
import Model

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let output = LineWriter.standardOutput
let errors = LineWriter.standardError

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    guard let message = error.message else {
        output.write(DemoOptions.usage)
        exit(0)
    }
    errors.write("error: \(TerminalText.escaped(message))\n\(DemoOptions.usage)")
    exit(2)
}

if let shortage = OpenFileLimit.shortage() {
    errors.write("error: \(shortage)")
    exit(2)
}

let storeURL = options.storeURL(processEnvironment: ProcessInfo.processInfo.environment)
let store: JSONFileStore
do {
    // Tells the user, once, that what the app remembers will not be kept; the session goes on.
    store = try JSONFileStore(checking: storeURL, acceptedKeys: AppEnvironment.storeKeys) { [storeURL] error in
        let reason = StoreRefusal.shortening(
            error.errorDescription ?? "the store could not be saved.", storeURL: storeURL)
        errors.write("warning: \(TerminalText.escaped(reason)) The demo goes on, but will not remember this session.")
    }
} catch {
    let message = StoreRefusal.message(
        for: error, storeURL: storeURL, storePath: options.storePath, scriptPath: options.scriptPath)
    errors.write("error: \(TerminalText.escaped(message))")
    exit(2)
}
if let recovery = store.recovery {
    errors.write("warning: \(TerminalText.escaped(StoreRefusal.shortening(recovery.description, storeURL: storeURL)))")
}
if options.startsFresh {
    // A store that cannot be written has already said so through reportSaveFailure; the session starts fresh anyway.
    try? store.removeAll()
}

let input: LineReader
if let scriptPath = options.scriptPath {
    do {
        input = try LineReader(path: scriptPath)
    } catch {
        errors.write("error: \(TerminalText.escaped(error.message ?? "cannot read the script"))")
        exit(2)
    }
} else {
    input = LineReader(fileDescriptor: STDIN_FILENO)
}
let isInteractive = options.scriptPath == nil && isatty(STDIN_FILENO) != 0

let tracer = options.trace ? Tracer() : nil
var environment = AppEnvironment.fromProcessEnvironment(latency: options.latency, store: store)
if let tracer {
    environment = environment.traced(by: tracer)
}

// The app, when the demo runs the whole of it, lives as long as the process: its window and its navigation owner.
let app: AppScene?
let window: Window
if options.opensApp {
    let scene = makeApp(architecture: options.architecture, environment: environment)
    app = scene
    window = scene.window
} else {
    app = nil
    window = Window(
        rootViewController: makeScreen(options.feature, architecture: options.architecture, environment: environment))
}
let session = DemoSession(
    window: window,
    openLink: app.map { app -> @MainActor (String) -> Void in app.open },
    tracer: tracer,
    storeName: TerminalText.shortenedPath(options.storePath ?? storeURL.path),
    echoesCommands: !isInteractive,
    write: output.write
)
// The app starts on Login, so the banner's path of a tap is Login's.
let shownFeature = options.opensApp ? Feature.login : options.feature
output.write(
    "\(options.architecture.displayName) · \(options.opensApp ? "app" : options.feature.rawValue)   (type 'help' for commands)"
)
TapPath.lines(shownFeature, architecture: options.architecture).forEach(output.write)
if let note = DemoHelp.liveFlickrNote(for: environment) {
    output.write(note)
}
output.write("")
session.start()

while true {
    if isInteractive {
        output.writeWithoutLineEnd("> ")
    }
    let line: String?
    do {
        line = try input.nextLine()
    } catch {
        session.refuse(error)
        continue
    }
    guard let line, await session.handle(line) else { break }
}
exit(session.failures > 0 && !isInteractive ? 1 : 0)
