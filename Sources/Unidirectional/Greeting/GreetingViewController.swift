import HeadlessUI
import Model
import StoreCore

/// The greeting screen: a "Show greeting" button and the label it fills.
///
/// The unidirectional view: it owns the `Store` of ``GreetingFeature``, sends it the tap, and shows the greeting it
/// observes. Its navigation controller owns it. It decides nothing and changes no state.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let store: Store<GreetingFeature.State, GreetingFeature.Action>

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")

    /// Assembles the greeting screen for `person`: the store of its feature, whose state the controller observes
    /// when it loads.
    public convenience init(person: Person) {
        self.init(store: Store(initialState: GreetingFeature.State(person: person), reducer: GreetingFeature().reduce))
    }

    /// Creates the screen over its store; the screen observes the store's state in ``viewDidLoad()``.
    init(store: Store<GreetingFeature.State, GreetingFeature.Action>) {
        self.store = store
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the button and the empty label, sends the button's taps to the store and observes its greeting.
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
        showGreetingButton.onTap { [weak store] in store?.send(.showGreetingButtonTapped) }
    }

    /// The render is handed this controller, which the store holds weakly, so it captures nothing. It runs at once
    /// with the current greeting (empty), then whenever the greeting changes.
    private func bindOutputs() {
        store.observe(\.greeting, by: self) { controller, greeting in controller.showGreeting(greeting) }
    }
}
