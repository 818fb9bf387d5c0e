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
    private let openLink: (@MainActor (String) -> Void)?
    private let tracer: Tracer?
    private let storeName: String?
    private let echoesCommands: Bool
    private let write: @MainActor (String) -> Void
    private let frames: FrameRenderer

    /// Commands that failed so far (unknown command, missing widget, disabled button, …).
    public private(set) var failures = 0

    /// A session on `window`.
    /// - Parameters:
    ///   - openLink: hands a link to the app (`open <link>`), or nil when the window shows one screen alone.
    ///   - tracer: the tracer the environment's services report to, or nil without `--trace`.
    ///   - storeName: the store file as the user knows it, to name where a screen's first text came from; nil
    ///     when the app's memory is not kept in a file.
    ///   - echoesCommands: whether to write each command before its output, as a script run needs (a person at
    ///     a terminal sees what they typed).
    ///   - write: writes one line of output.
    public init(
        window: Window,
        openLink: (@MainActor (String) -> Void)? = nil,
        tracer: Tracer?,
        storeName: String? = nil,
        echoesCommands: Bool,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.window = window
        self.openLink = openLink
        self.tracer = tracer
        self.storeName = storeName
        self.echoesCommands = echoesCommands
        self.write = write
        frames = FrameRenderer(window: window)
    }

    /// Writes the first frame, after the calls the screen made while loading, and a note for each field or list
    /// the screen filled on opening: the user did not type it, an earlier session left it in the store (L9, S4),
    /// and a script that types into such a field would append to it.
    public func start() {
        writeTrace()
        writeFrame()
        guard let storeName else { return }
        for identifier in filledOnOpening() {
            write(
                "note: \(TerminalText.escaped(identifier)) comes from what \(TerminalText.escaped(storeName)) remembers "
                    + "of an earlier session; --fresh starts without it")
        }
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

    /// Reports a line of input the reader refused, too long to be a command, as a command that failed.
    public func refuse(_ error: LineTooLongError) {
        failures += 1
        if echoesCommands {
            write("")
        }
        write("error: " + error.message)
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
            if let note = try perform(command) {
                write("note: " + TerminalText.escaped(note))
            }
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

    /// Carries out `command`; answers a note when it did something other than what was asked (a scroll that stopped
    /// at the end of the list) or nothing at all (a selection of a row nothing acts on).
    private func perform(_ command: DemoCommand) throws(DemoCommandError) -> String? {
        do {
            switch command {
            case .type(let identifier, let text): try window.textField(identifier).type(text)
            case .clear(let identifier): try window.textField(identifier).clear()
            case .tap(let identifier): try tap(identifier)
            case .select(let identifier, let row): return try select(row: row, in: window.list(identifier))
            case .scroll(let identifier, let row): return try scroll(window.list(identifier), toRow: row)
            case .back: try goBack()
            case .open(let link): try open(link)
            case .show, .help, .quit: break
            }
            return nil
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
        guard !button.isHidden else { throw DemoCommandError("\(TerminalText.quoted(identifier)) is hidden") }
        guard button.isEnabled else { throw DemoCommandError("\(TerminalText.quoted(identifier)) is disabled") }
        button.tap()
    }

    /// Selects `row` as a finger would; answers a note when the selection changed nothing — no screen pushed, no
    /// field filled, no work started, no toast — as on the results screen, whose rows no style acts on: a command
    /// that silently does nothing reads as a demo that ignored it.
    private func select(row: Int, in list: ListView) throws -> String? {
        guard row < list.numberOfRows else {
            throw DemoCommandError("\(name(of: list)) has \(rows(list.numberOfRows))")
        }
        // The list scrolls the row into view before it tells its delegate, as UIKit's does; scrolling first here leaves
        // only what the selection itself does between the two looks at the screen.
        let shown = list.visibleRows
        if row < shown.lowerBound {
            list.scroll(toRow: row)
        } else if row >= shown.upperBound {
            list.scroll(toRow: row - list.visibleRowCount + 1)
        }
        let before = screenState()
        list.select(row: row)
        guard screenState() == before else { return nil }
        return "rows of \(name(of: list)) are not selectable: selecting row \(row) changed nothing on this screen"
    }

    /// What a selection could change: the screen as drawn, the work in flight, the toasts shown.
    private func screenState() -> [String] {
        [window.render(), "\(window.work.pendingCount)", "\(window.toast.messages.count)"]
    }

    /// Scrolls as a finger would, which stops at the end of the list: `row` is the top row only if enough rows
    /// follow it to fill the viewport. Answers what happened instead when it is not.
    private func scroll(_ list: ListView, toRow row: Int) -> String? {
        list.scroll(toRow: row)
        let shown = list.visibleRows
        guard shown.lowerBound != row else { return nil }
        guard !shown.isEmpty else { return "\(name(of: list)) has no rows to scroll" }
        return "scroll clamped at the end of \(name(of: list)) (\(rows(list.numberOfRows))): it shows rows "
            + "\(shown.lowerBound)-\(shown.upperBound - 1)"
    }

    private func name(of list: ListView) -> String {
        TerminalText.quoted(list.accessibilityIdentifier ?? "list")
    }

    private func rows(_ count: Int) -> String {
        count == 1 ? "1 row" : "\(count) rows"
    }

    /// The identifiers of the text fields that hold text and the lists that have rows, on the screen as it opened.
    private func filledOnOpening() -> [String] {
        var filled: [String] = []
        var views = window.topViewController.map { [$0.view] } ?? []
        while let view = views.popLast() {
            views += view.subviews.reversed()
            guard let identifier = view.accessibilityIdentifier else { continue }
            if let field = view as? TextField, !field.text.isEmpty {
                filled.append(identifier)
            } else if let list = view as? ListView, list.numberOfRows > 0 {
                filled.append(identifier)
            }
        }
        return filled
    }

    /// Hands `link` to the app, as the system hands a tapped link to it; a screen alone has no app to follow links.
    private func open(_ link: String) throws(DemoCommandError) {
        guard let openLink else {
            throw DemoCommandError("open follows a link into the whole app: start the demo with 'app' (try 'help')")
        }
        openLink(link)
    }

    private func goBack() throws {
        guard window.navigationController.pop() != nil else {
            throw DemoCommandError("this is the first screen; there is nothing to go back to")
        }
    }

    private func oneLine(_ error: WidgetLookupError) -> String {
        let found = error.foundType.map { "is of type \($0), not \(error.expectedType)" } ?? "is not on this screen"
        return "\(TerminalText.quoted(error.identifier)) \(found); this screen has: "
            + error.availableIdentifiers.joined(separator: ", ")
    }

    private func writeFrame() {
        frames.frame().forEach(write)
    }

    private func writeTrace() {
        tracer?.takeLines().forEach { write(TerminalText.escaped($0)) }
    }
}
