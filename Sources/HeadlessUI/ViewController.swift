import Foundation

/// Manages one screen: a root view with its widgets, a title and a navigation item. Stands in for
/// `UIViewController`; subclass it and build the widgets in ``viewDidLoad()``.
///
/// Owns its root view and navigation item strongly; its navigation controller owns it, and it refers
/// back weakly.
///
/// Deliberate differences: the root ``view`` exists from `init` (there is no `loadView()`), and reading it
/// does not load it: ``viewDidLoad()`` runs once, when the controller is first shown — put in a
/// ``Window`` or pushed — or on ``loadViewIfNeeded()``. There are no appearance callbacks. The window's one
/// ``HUD`` is shown through ``showHUD(_:)``, which ties it to this screen the way MBProgressHUD is added to a
/// view: when the screen leaves the navigation stack, the HUD it showed goes with it.
///
/// ``updateProperties()`` is UIKit's (iOS 26): it runs after ``viewDidLoad()`` inside Observation tracking, and again
/// at its window's next flush point once anything `@Observable` it read has changed (see ``setNeedsUpdateProperties()``).
@MainActor
open class ViewController {
    // MARK: - State

    /// The title shown in the navigation bar, and the screen's name in ``Window`` look-up errors.
    public var title: String?

    /// The root view; add the widgets to it in ``viewDidLoad()``.
    public let view: View

    /// The title and bar button shown in the navigation bar while this controller is on top.
    public let navigationItem: NavigationItem

    /// The navigation controller whose stack holds this controller.
    public internal(set) weak var navigationController: NavigationController?

    /// Whether ``viewDidLoad()`` has run.
    public private(set) var isViewLoaded = false

    // Declared right after `isViewLoaded`, so that all three fit in the padding after it: a controller that never
    // tracks anything is no bigger than before.
    var needsUpdatePass = false
    var trackingGeneration: UInt32 = 0

    /// The window that shows this controller when it is the window's root (set for navigation controllers).
    weak var hostWindow: Window?

    /// The window's HUD while this screen shows it (see ``showHUD(_:)``).
    private weak var shownHUD: HUD?

    /// Creates a controller with an empty root view; nothing is loaded yet.
    public init() {
        view = View()
        navigationItem = NavigationItem()
        view.hostingController = self
        navigationItem.viewController = self
    }

    // MARK: - Outputs

    /// The window showing this controller's navigation stack, or nil.
    public var window: Window? {
        navigationController?.hostWindow ?? hostWindow
    }

    // MARK: - Inputs

    /// Called exactly once, before the controller is first shown: build the widgets here.
    open func viewDidLoad() {}

    /// Sets the widgets from the model (UIKit's `updateProperties()`, iOS 26); the default does nothing.
    ///
    /// Runs first right after ``viewDidLoad()``, inside `withObservationTracking`: every property of an `@Observable`
    /// object it reads is tracked, and the first change to any of them runs it again at its window's next flush point —
    /// a look-up, `render()` or `settle()`, or the end of a user event one of its widgets handles — once however many
    /// changes came, with the new values, tracking afresh what it reads then. Read the model here, not elsewhere: a read outside it is
    /// never tracked. It runs while the controller is in a window (or by ``updatePropertiesIfNeeded()``); a popped
    /// controller is not run until it is shown again. Keep it to reading the model and setting the view: a pass that
    /// changes what another pass read makes that one run too, in the same flush.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` to run at its window's next flush point, for a change Observation cannot see
    /// (UIKit's `setNeedsUpdateProperties()`); several calls before it runs make one pass.
    public func setNeedsUpdateProperties() {
        UpdatePass.setNeedsUpdate(self)
    }

    /// Runs ``updateProperties()`` now if a pass is pending and the view is loaded (UIKit's
    /// `updatePropertiesIfNeeded()`); for a controller outside a window, where no flush point runs it.
    public func updatePropertiesIfNeeded() {
        guard isViewLoaded, needsUpdatePass else { return }
        UpdatePass.run(self)
    }

    /// Loads the view now (calls ``viewDidLoad()``, then the first ``updateProperties()``) unless it is already
    /// loaded.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
        UpdatePass.run(self)
        if window != nil {
            view.subtreeDidMoveToWindow()
        }
    }

    /// Shows the window's HUD with `message` over this screen (`MBProgressHUD.showAdded(to: view)`); it stays
    /// until ``hideHUD()`` or until this screen leaves the navigation stack.
    public func showHUD(_ message: String) {
        shownHUD = window?.hud
        shownHUD?.show(message)
        shownHUD?.owner = self
    }

    /// Hides the HUD if this screen is the one showing it; a HUD another screen showed since stays.
    public func hideHUD() {
        if let hud = shownHUD, hud.owner === self {
            hud.hide()
        }
        shownHUD = nil
    }

    /// Turns the window's network activity indicator on or off for this screen
    /// (`UIApplication.isNetworkActivityIndicatorVisible`). The indicator shows while any screen has it on; it
    /// goes off for this screen when the screen leaves the navigation stack or is freed, whatever it was doing.
    public func setNetworkActivityIndicatorVisible(_ visible: Bool) {
        guard let window else { return }
        window.screensShowingNetworkActivity.removeAll { $0.screen == nil || $0.screen === self }
        if visible {
            window.screensShowingNetworkActivity.append(WeakScreen(screen: self))
        }
    }

    // MARK: - Private

    /// Shows the screen: loads the view, or brings an already loaded one up to date (a pass it missed while off
    /// screen) and tells it that it is now in a window; then runs what that made pending (the rows of its lists).
    func didShow() {
        if isViewLoaded {
            updatePropertiesIfNeeded()
            if window != nil {
                view.subtreeDidMoveToWindow()
            }
        } else {
            loadViewIfNeeded()
        }
        UpdatePass.runPendingPasses(inWindowOf: view)
    }
}

extension ViewController: UpdatePassTarget {
    var windowForUpdatePass: Window? {
        isViewLoaded ? window : nil
    }

    func runUpdatePass() {
        updateProperties()
    }
}
