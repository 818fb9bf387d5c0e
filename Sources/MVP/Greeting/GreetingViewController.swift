import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The passive view of MVP: it forwards the tap to its ``GreetingPresenter``, which it owns, and shows the greeting
/// it is told through ``GreetingView``. It decides nothing; its navigation controller owns it.
public final class GreetingViewController: ViewController, GreetingView {
    // MARK: - Dependencies

    private let presenter: GreetingPresenter

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the controller and its presenter, with the presenter's weak
    /// reference back to the controller.
    public convenience init(person: Person) {
        let presenter = GreetingPresenter(person: person)
        self.init(presenter: presenter)
        presenter.view = self
    }

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: GreetingPresenter) {
        self.presenter = presenter
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label, and forwards the button's taps to the presenter.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows `text` in `greeting.label`.
    func showGreeting(_ text: String) {
        greetingLabel.text = text
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak presenter] in presenter?.showGreetingButtonTapped() }
    }
}
