import HeadlessUI

/// The greeting screen's widgets: a "Show greeting" button and the label it fills.
///
/// The VIPER View: it forwards the tap to ``GreetingPresenter``, which it owns, and shows what the
/// presenter tells it through ``GreetingView``. Built by ``GreetingModule``; its navigation controller
/// owns it. It decides nothing.
final class GreetingViewController: ViewController, GreetingView {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the presenter the module made.
    let presenter: GreetingPresenter

    // MARK: - State

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Creates the screen over its presenter; the presenter's `view` is set by ``GreetingModule``.
    init(presenter: GreetingPresenter) {
        self.presenter = presenter
        super.init()
        title = "Greeting"
    }

    // MARK: - Inputs

    /// Adds the button and the label, and forwards the button's taps to the presenter.
    override func viewDidLoad() {
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
