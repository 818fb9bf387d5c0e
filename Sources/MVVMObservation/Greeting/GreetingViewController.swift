import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The MVVM view, observing: forwards the taps to its ``GreetingViewModel`` and shows the greeting in
/// ``updateProperties()``, following its route when built alone. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: GreetingViewModel

    /// The services the search screen it pushes, built alone, searches with.
    private let environment: AppEnvironment

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")
    private let searchPhotosButton = Button(identifier: "greeting.search", title: "Search photos")
    private let logOutButton = Button(identifier: "greeting.logout", title: "Log out")

    /// Assembles the greeting screen for `person`: the controller and its view model, which the controller reads in
    /// its update pass. Built alone, it pushes Search over `environment`.
    public convenience init(person: Person, environment: AppEnvironment) {
        self.init(viewModel: GreetingViewModel(person: person), environment: environment)
    }

    /// Creates the screen over its view model; the screen reads it in ``updateProperties()``, and builds the search
    /// screen it pushes over `environment`.
    init(viewModel: GreetingViewModel, environment: AppEnvironment) {
        self.viewModel = viewModel
        self.environment = environment
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the buttons and the empty label and forwards the buttons' taps to the view model; the first update pass,
    /// right after, shows the greeting.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows the view model's greeting in `greeting.label` and follows its route. Tracked: it runs again when either
    /// changes. Handing the route back changes only what this pass has read, before Observation tracks it.
    override public func updateProperties() {
        greetingLabel.text = viewModel.greeting
        if let route = viewModel.route {
            show(route)
        }
    }

    /// Goes where the view model says, once, with this style's own screens.
    private func show(_ route: GreetingRoute) {
        viewModel.routeFollowed()
        switch route {
        case .search:
            navigationController?.push(SearchViewController(environment: environment))
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
}
