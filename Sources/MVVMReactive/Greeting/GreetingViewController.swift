import HeadlessUI
import Model
import ReactiveCore

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The MVVM-reactive view: forwards the tap to its ``GreetingViewModel`` and binds the label to its greeting with
/// `<~`. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: GreetingViewModel

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the controller and its view model, which the controller binds
    /// when it loads.
    public convenience init(person: Person) {
        self.init(viewModel: GreetingViewModel(person: person))
    }

    /// Creates the screen over its view model; the screen binds it in ``viewDidLoad()``.
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

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak viewModel] in viewModel?.showGreetingButtonTapped() }
    }

    private func bindOutputs() {
        greetingLabel.reactive.text <~ viewModel.greeting
    }
}
