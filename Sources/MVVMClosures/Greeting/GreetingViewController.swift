import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The MVVM view: owns its ``GreetingViewModel``, forwards the tap to it, and renders its ``greeting``
/// output through a closure that captures this controller weakly. It decides nothing.
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

    /// Creates the screen over a view model the caller built (tests keep a reference to it).
    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Greeting"
    }

    // MARK: - Inputs

    /// Builds the widgets, shows the view model's greeting in the label (now and on every change) and
    /// forwards the tap to it.
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(showButton)
        view.addSubview(greetingLabel)

        viewModel.onGreetingChange = { [weak self] greeting in
            self?.greetingLabel.text = greeting
        }
        greetingLabel.text = viewModel.greeting

        showButton.onTap { [viewModel] in
            viewModel.showGreetingButtonTapped()
        }
    }
}
