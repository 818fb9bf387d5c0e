import HeadlessUI
import Model

/// The app's navigation stack, which follows the app model's path: UIKit's navigation controller, observing.
///
/// The MVVM view of the app: reads its ``AppModel``'s path in ``updateProperties()`` and sets the stack from it,
/// keeping the screen of each destination that stays; the back button shortens the path. The window owns it.
public final class AppNavigationController: NavigationController {
    // MARK: - Dependencies

    private let model: AppModel

    // MARK: - Views

    /// The screen showing each destination of the path, as the last pass set the stack: a destination that stays
    /// keeps its screen, one that leaves takes its screen with it.
    private var screens: [(destination: AppDestination, screen: ViewController)]

    /// Creates the stack over `model`, holding the screen of its root; the first update pass, once the stack is in a
    /// window, sets the rest of the path.
    public init(model: AppModel) {
        self.model = model
        let root = model.path[0]
        let rootScreen = Self.makeScreen(for: root, environment: model.environment)
        screens = [(root, rootScreen)]
        super.init(rootViewController: rootScreen)
    }

    // MARK: - Lifecycle

    /// The back button: the path loses its top destination, then the stack its top screen; the pass that runs as the
    /// screen below shows finds the stack already as the path says. The root stays, and so does the path.
    @discardableResult
    override public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        model.backButtonTapped()
        return super.pop()
    }

    // MARK: - Outputs

    /// Sets the stack as the path says, shows the tip and has the window count the search a link started. Tracked: a
    /// change to any of them runs it again. Handing a one-off back changes only what this pass has read, before
    /// Observation tracks it, so it runs no pass again.
    override public func updateProperties() {
        showPath(model.path)
        if let tip = model.tip {
            showTip(tip)
        }
        if let search = model.linkSearch {
            count(search)
        }
    }

    /// Sets the stack from `path`: the screen already showing a destination, or a new one over its view model.
    private func showPath(_ path: [AppDestination]) {
        screens = path.map { destination in
            let shown = screens.first { $0.destination == destination }?.screen
            return (destination, shown ?? Self.makeScreen(for: destination, environment: model.environment))
        }
        setViewControllers(screens.map(\.screen))
    }

    /// Shows `message` as a toast, once.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        model.tipShown()
    }

    /// Has the window count `search`, once, as it counts the work a widget starts, so that `settle()` waits for it.
    private func count(_ search: Task<Void, Never>) {
        model.linkSearchCounted()
        view.dispatch { await search.value }
    }

    // MARK: - Private

    /// This style's screen for `destination`, over the view model the destination carries.
    private static func makeScreen(for destination: AppDestination, environment: AppEnvironment) -> ViewController {
        switch destination {
        case .login(let viewModel): LoginViewController(viewModel: viewModel, environment: environment)
        case .greeting(let viewModel): GreetingViewController(viewModel: viewModel, environment: environment)
        case .search(let viewModel): SearchViewController(viewModel: viewModel, environment: environment)
        case .results(let viewModel): ResultsViewController(viewModel: viewModel)
        }
    }
}
