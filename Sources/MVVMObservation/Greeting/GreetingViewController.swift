import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The MVVM view, observing: forwards the tap to its ``GreetingViewModel`` and shows the greeting in
/// ``updateProperties()``. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: GreetingViewModel

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the controller and its view model, which the controller reads in
    /// its update pass.
    public convenience init(person: Person) {
        self.init(viewModel: GreetingViewModel(person: person))
    }

    /// Creates the screen over its view model; the screen reads it in ``updateProperties()``.
    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label and forwards the button's taps to the view model; the first update pass,
    /// right after, shows the greeting.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows the view model's greeting in `greeting.label`. Tracked: it runs again when the greeting changes.
    override public func updateProperties() {
        greetingLabel.text = viewModel.greeting
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak viewModel] in viewModel?.showGreetingButtonTapped() }
    }
}
