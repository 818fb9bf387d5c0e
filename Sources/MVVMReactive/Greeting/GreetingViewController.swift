import HeadlessUI
import Model
import ReactiveCore

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The MVVM-reactive view: forwards the taps to its ``GreetingViewModel`` and binds the label to its greeting with
/// `<~`; built alone, it pushes Search on ``GreetingRoute/search``. Its navigation controller owns it.
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
    /// which the controller binds when it loads, and whose route the controller binds itself, pushing the search
    /// screen over `environment`. Log out does nothing: with no app there is no session to end.
    public convenience init(person: Person, environment: AppEnvironment) {
        let viewModel = GreetingViewModel(person: person)
        self.init(viewModel: viewModel)
        reactive.push
            <~ viewModel.route.filter { $0 == .search }.map { _ in SearchViewController(environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds its greeting in ``viewDidLoad()``, and the view
    /// model's route is left to whoever assembled the two.
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

    private func bindOutputs() {
        greetingLabel.reactive.text <~ viewModel.greeting
    }
}
