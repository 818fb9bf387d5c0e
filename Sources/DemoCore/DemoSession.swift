import Foundation
import HeadlessUI

/// Carries out the user's commands on one window, as a finger and a pair of eyes would, and writes what a
/// learner should see: the frame while work is in flight, the calls into the Model, the frame when it ended.
///
/// Every line it writes that holds text it did not draw itself (the echoed command, an error, a trace line)
/// is escaped for the terminal.
@MainActor
public final class DemoSession {
    private let window: Window
    private let tracer: Tracer?
    private let echoesCommands: Bool
    private let write: @MainActor (String) -> Void
    private let frames: FrameRenderer

    /// Commands that failed so far (unknown command, missing widget, disabled button, …).
    public private(set) var failures = 0

    /// A session on `window`.
    /// - Parameters:
    ///   - tracer: the tracer the environment's services report to, or nil without `--trace`.
    ///   - echoesCommands: whether to write each command before its output, as a script run needs (a person at
    ///     a terminal sees what they typed).
    ///   - write: writes one line of output.
    public init(
        window: Window,
        tracer: Tracer?,
        echoesCommands: Bool,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.window = window
        self.tracer = tracer
        self.echoesCommands = echoesCommands
        self.write = write
        frames = FrameRenderer(window: window)
    }

    /// Writes the first frame, after the calls the screen made while loading.
    public func start() {
        writeTrace()
        writeFrame()
    }

    /// Handles one line of input; answers false when the user quits.
    ///
    /// Key sequences a terminal sends for arrow and editing keys are dropped first, so an arrow key pressed at
    /// the prompt neither becomes text nor garbles an error. After a command that starts async work, the frame
    /// is drawn at once (the HUD, the spinner, the disabled button), then again when the work has ended.
    public func handle(_ input: String) async -> Bool {
        let line = TerminalText.removingKeySequences(input)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return true }
        if echoesCommands {
            write("")
            write("> " + TerminalText.escaped(trimmed))
        }
        do {
            guard let command = try DemoCommand(parsing: line) else { return true }
            return try await run(command)
        } catch {
            failures += 1
            write("error: " + TerminalText.escaped(error.description))
            return true
        }
    }

    // MARK: - Private

    private func run(_ command: DemoCommand) async throws(DemoCommandError) -> Bool {
        switch command {
        case .help:
            write(DemoHelp.text)
            return true
        case .quit:
            return false
        default:
            try perform(command)
        }
        if window.work.pendingCount > 0 {
            writeFrame()
            write("… waiting for the work to end")
            await window.settle()
        }
        // The calls are written once the work has ended, not also before the in-flight frame: a call can end on
        // another thread at any moment, and one place to write them keeps every run's transcript in one order.
        writeTrace()
        writeFrame()
        return true
    }

    private func perform(_ command: DemoCommand) throws(DemoCommandError) {
        do {
            switch command {
            case .type(let identifier, let text): try window.textField(identifier).type(text)
            case .clear(let identifier): try window.textField(identifier).clear()
            case .tap(let identifier): try tap(identifier)
            case .select(let identifier, let row): try select(row: row, in: window.list(identifier))
            case .scroll(let identifier, let row): try window.list(identifier).scroll(toRow: row)
            case .back: try goBack()
            case .show, .help, .quit: break
            }
        } catch let error as WidgetLookupError {
            throw DemoCommandError(oneLine(error))
        } catch let error as DemoCommandError {
            throw error
        } catch {
            throw DemoCommandError(String(describing: error))
        }
    }

    private func tap(_ identifier: String) throws {
        let button = try window.button(identifier)
        guard !button.isHidden else { throw DemoCommandError("'\(identifier)' is hidden") }
        guard button.isEnabled else { throw DemoCommandError("'\(identifier)' is disabled") }
        button.tap()
    }

    private func select(row: Int, in list: ListView) throws {
        guard row < list.numberOfRows else {
            throw DemoCommandError("'\(list.accessibilityIdentifier ?? "list")' has \(list.numberOfRows) rows")
        }
        list.select(row: row)
    }

    private func goBack() throws {
        guard window.navigationController.pop() != nil else {
            throw DemoCommandError("this is the first screen; there is nothing to go back to")
        }
    }

    private func oneLine(_ error: WidgetLookupError) -> String {
        let found = error.foundType.map { "is of type \($0), not \(error.expectedType)" } ?? "is not on this screen"
        return "'\(error.identifier)' \(found); this screen has: "
            + error.availableIdentifiers.joined(separator: ", ")
    }

    private func writeFrame() {
        frames.frame().forEach(write)
    }

    private func writeTrace() {
        tracer?.takeLines().forEach { write(TerminalText.escaped($0)) }
    }
}
