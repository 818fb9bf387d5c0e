import HeadlessUI

/// Carries out the user's commands on one window, as a finger and a pair of eyes would.
@MainActor
final class DemoSession {
    private let window: Window

    init(window: Window) {
        self.window = window
    }

    /// Runs `command`, waits for the work it started to end, and returns what to print: the screen, the help,
    /// or nil to quit.
    func run(_ command: DemoCommand) async throws(DemoCommandError) -> String? {
        do {
            switch command {
            case .type(let identifier, let text): try window.textField(identifier).type(text)
            case .clear(let identifier): try window.textField(identifier).clear()
            case .tap(let identifier): try tap(identifier)
            case .select(let identifier, let row): try select(row: row, in: window.list(identifier))
            case .scroll(let identifier, let row): try window.list(identifier).scroll(toRow: row)
            case .back: try goBack()
            case .show: break
            case .help: return DemoCommand.list
            case .quit: return nil
            }
        } catch let error as WidgetLookupError {
            throw DemoCommandError(oneLine(error))
        } catch let error as DemoCommandError {
            throw error
        } catch {
            throw DemoCommandError(String(describing: error))
        }
        await window.settle()
        return window.render()
    }

    /// The current screen, drawn as text.
    func render() -> String {
        window.render()
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
}
