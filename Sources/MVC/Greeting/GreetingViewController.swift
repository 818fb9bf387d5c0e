import HeadlessUI
import Model

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The Cocoa MVC controller, and all of the screen's logic: it builds the widgets, handles the tap itself and shows
/// the person's greeting from the Model. Its navigation controller owns it.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let person: Person

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Creates the greeting screen for `person`; there is nothing else to assemble.
    public init(person: Person) {
        self.person = person
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label, and sends the button's taps to ``showGreetingButtonTapped()``.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Actions

    /// Call when the user taps "Show greeting": the label shows the person's greeting.
    func showGreetingButtonTapped() {
        greetingLabel.text = person.greeting
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
    }

    private func forwardEvents() {
        showGreetingButton.onTap { [weak self] in self?.showGreetingButtonTapped() }
    }
}
