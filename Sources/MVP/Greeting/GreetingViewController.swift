import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The passive view of MVP: it forwards the taps to its ``GreetingPresenter``, which it owns, and shows the greeting
/// it is told through ``GreetingView``. It decides nothing; its navigation controller owns it.
public final class GreetingViewController: ViewController, GreetingView {
    // MARK: - Dependencies

    private let presenter: GreetingPresenter

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")
    private let searchPhotosButton = Button(identifier: "greeting.search", title: "Search photos")
    private let logOutButton = Button(identifier: "greeting.logout", title: "Log out")

    /// Assembles the greeting screen for `person` over `environment`'s services: the controller, its presenter and
    /// the presenter's router, with their weak references back to the controller; in the app, the router reports to
    /// `app`.
    public convenience init(person: Person, environment: AppEnvironment, app: (any AppRouting)? = nil) {
        let router = GreetingRouter(environment: environment, app: app)
        let presenter = GreetingPresenter(person: person, router: router)
        self.init(presenter: presenter)
        presenter.view = self
        router.viewController = self
    }

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: GreetingPresenter) {
        self.presenter = presenter
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, the label empty, and forwards the buttons' taps to the presenter.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows `text` in `greeting.label`.
    func showGreeting(_ text: String) {
        greetingLabel.text = text
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        view.addSubview(searchPhotosButton)
        navigationItem.rightBarButton = logOutButton
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak presenter] in presenter?.showGreetingButtonTapped() }
        searchPhotosButton.onTap { [weak presenter] in presenter?.searchPhotosTapped() }
        logOutButton.onTap { [weak presenter] in presenter?.logOutTapped() }
    }
}
