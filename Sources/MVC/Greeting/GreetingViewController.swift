import HeadlessUI
import Model

/// Greets a person when the user taps "Show greeting".
///
/// The Cocoa MVC controller of the greeting screen: it owns its widgets, handles their events itself and
/// builds the text from the Model's ``Person/greeting``. Its navigation controller owns it; the one
/// closure it hands to a widget captures it weakly.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let person: Person

    // MARK: - State

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Creates the greeting screen for `person`; the widgets go on screen in ``viewDidLoad()``.
    public init(person: Person) {
        self.person = person
        super.init()
        title = "Greeting"
    }

    // MARK: - Inputs

    /// Puts the button and the empty label on screen and sends the button's taps to
    /// ``showGreetingButtonTapped()``.
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        showGreetingButton.onTap { [weak self] in
            self?.showGreetingButtonTapped()
        }
    }

    /// Call when the user taps "Show greeting": the label shows the person's greeting.
    func showGreetingButtonTapped() {
        greetingLabel.text = person.greeting
    }
}
