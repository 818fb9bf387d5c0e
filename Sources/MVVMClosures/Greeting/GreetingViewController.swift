import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The MVVM view: it builds the widgets, forwards the tap to its ``GreetingViewModel`` (which it owns) and shows
/// whatever greeting the view model's output closure emits. Its navigation controller owns it. It decides nothing.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: GreetingViewModel

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the controller and its view model, whose output the controller
    /// binds when it loads.
    public convenience init(person: Person) {
        self.init(viewModel: GreetingViewModel(person: person))
    }

    /// Creates the screen over its view model; the screen binds the view model's output in ``viewDidLoad()``.
    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label, forwards the button's taps to the view model and binds its greeting.
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

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak viewModel] in viewModel?.showGreetingButtonTapped() }
    }

    /// The view model keeps the closure, so it holds this controller weakly. A `didSet` binding never delivers the
    /// value the output already has, so the label is set from it once here.
    private func bindOutputs() {
        viewModel.onGreetingChange = { [weak self] greeting in self?.showGreeting(greeting) }
        showGreeting(viewModel.greeting)
    }
}
