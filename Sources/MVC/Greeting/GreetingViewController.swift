import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The Cocoa MVC controller, and all of the screen's logic: it shows the person's greeting from the Model, pushes the
/// search screen itself and tells its delegate of a log-out. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let person: Person

    /// The services the search screen it pushes searches with.
    private let environment: AppEnvironment

    /// Told when the user logs out, and held weakly, as Cocoa holds a delegate; nil when the screen is built alone.
    weak var delegate: (any GreetingViewControllerDelegate)?

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")
    private let searchPhotosButton = Button(identifier: "greeting.search", title: "Search photos")
    private let logOutButton = Button(identifier: "greeting.logout", title: "Log out")

    /// Creates the greeting screen for `person`, whose search screen searches with `environment`'s services; there is
    /// nothing else to assemble.
    public init(person: Person, environment: AppEnvironment) {
        self.person = person
        self.environment = environment
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the buttons and the empty label, and sends each button's taps to its action.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Actions

    /// Call when the user taps "Show greeting": the label shows the person's greeting.
    func showGreetingButtonTapped() {
        greetingLabel.text = person.greeting
    }

    /// Call when the user taps "Search photos": pushes a new search screen.
    func searchPhotosTapped() {
        navigationController?.push(SearchViewController(environment: environment))
    }

    /// Call when the user taps "Log out": the delegate ends the session. Alone, with no delegate, nothing happens.
    func logOutTapped() {
        delegate?.greetingViewControllerDidLogOut(self)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        view.addSubview(searchPhotosButton)
        navigationItem.rightBarButton = logOutButton
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak self] in self?.showGreetingButtonTapped() }
        searchPhotosButton.onTap { [weak self] in self?.searchPhotosTapped() }
        logOutButton.onTap { [weak self] in self?.logOutTapped() }
    }
}
