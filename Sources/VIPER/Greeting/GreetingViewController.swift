import HeadlessUI

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The VIPER View: it forwards the tap to its ``GreetingPresenter``, which it owns, and shows the greeting it is told
/// through ``GreetingView``. It decides nothing; ``GreetingModule`` builds it, its navigation controller owns it.
final class GreetingViewController: ViewController, GreetingView {
    // MARK: - Dependencies

    private let presenter: GreetingPresenter

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: GreetingPresenter) {
        self.presenter = presenter
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label, and forwards the button's taps to the presenter.
    override func viewDidLoad() {
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
