import HeadlessUI
import Model
import ReactiveCore

/// The greeting screen: a Show greeting button and the label it fills.
///
/// The MVVM-reactive view controller: it owns its ``GreetingViewModel`` and its widgets, binds the
/// label to the view model's ``GreetingViewModel/greeting`` and forwards the tap. It decides nothing.
/// The binding ends with the label.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the view model the public entry made.
    let viewModel: GreetingViewModel

    // MARK: - State

    private let showButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Creates the greeting screen for `person`, with its view model.
    public convenience init(person: Person) {
        self.init(viewModel: GreetingViewModel(person: person))
    }

    /// Creates the screen over a view model (for tests).
    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Greeting"
    }

    // MARK: - Inputs

    /// Adds the widgets and binds them to the view model.
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(showButton)
        view.addSubview(greetingLabel)

        greetingLabel.reactive.text <~ viewModel.greeting
        showButton.onTap { [viewModel] in viewModel.showGreetingButtonTapped() }
    }
}
