import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The MVVM view: it forwards the taps to its ``GreetingViewModel`` (which it owns) and shows the greeting the view
/// model emits; built alone, it pushes Search on ``GreetingRoute/search``. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    /// Internal, not private, so the navigation tests call its inputs as this controller's buttons do.
    let viewModel: GreetingViewModel

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")
    private let searchPhotosButton = Button(identifier: "greeting.search", title: "Search photos")
    private let logOutButton = Button(identifier: "greeting.logout", title: "Log out")

    /// Assembles the greeting screen for `person` alone, with no app around it: the controller and its view model,
    /// whose output the controller binds when it loads, and whose routes the controller follows itself, pushing the
    /// search screen over `environment`. Log out does nothing: with no app there is no session to end.
    public convenience init(person: Person, environment: AppEnvironment) {
        let viewModel = GreetingViewModel(person: person)
        self.init(viewModel: viewModel)
        viewModel.onRoute = { [weak self] route in self?.show(route, environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds the greeting in ``viewDidLoad()``, and the view
    /// model's routes are left to whoever assembled the two.
    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the buttons and the empty label, forwards the buttons' taps to the view model and binds its greeting.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
    }

    // MARK: - Outputs

    /// Shows `text` in `greeting.label`.
    private func showGreeting(_ text: String) {
        greetingLabel.text = text
    }

    /// Goes where the view model says, with this style's own screens, when the screen was built alone.
    private func show(_ route: GreetingRoute, environment: AppEnvironment) {
        switch route {
        case .search:
            navigationController?.push(SearchViewController(environment: environment))
        case .logOut:
            break
        }
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        view.addSubview(searchPhotosButton)
        navigationItem.rightBarButton = logOutButton
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak viewModel] in viewModel?.showGreetingButtonTapped() }
        searchPhotosButton.onTap { [weak viewModel] in viewModel?.searchPhotosTapped() }
        logOutButton.onTap { [weak viewModel] in viewModel?.logOutTapped() }
    }

    /// The view model keeps the closure, so it holds this controller weakly. A `didSet` binding never delivers the
    /// value the output already has, so the label is set from it once here.
    private func bindOutputs() {
        viewModel.onGreetingChange = { [weak self] greeting in self?.showGreeting(greeting) }
        showGreeting(viewModel.greeting)
    }
}
