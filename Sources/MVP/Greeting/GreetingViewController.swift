import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The MVP view: it builds the widgets, forwards the tap to its ``GreetingPresenter`` (which it owns) and
/// shows whatever greeting the presenter hands back through ``GreetingView``. Its navigation controller
/// owns it. It decides nothing.
public final class GreetingViewController: ViewController, GreetingView {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the presenter the assembly made.
    let presenter: GreetingPresenter

    // MARK: - State

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the controller, its presenter, and the presenter's
    /// weak reference back to the controller.
    public convenience init(person: Person) {
        let presenter = GreetingPresenter(person: person)
        self.init(presenter: presenter)
        presenter.view = self
    }

    /// Creates the screen over its presenter; the convenience init (or a test) sets the presenter's `view`.
    init(presenter: GreetingPresenter) {
        self.presenter = presenter
        super.init()
        title = "Greeting"
    }

    // MARK: - Inputs

    /// Builds the widgets and forwards the button's taps to the presenter.
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        showGreetingButton.onTap { [presenter] in presenter.showGreetingButtonTapped() }
    }

    // MARK: - Outputs

    /// Shows `text` in `greeting.label`.
    func showGreeting(_ text: String) {
        greetingLabel.text = text
    }
}
