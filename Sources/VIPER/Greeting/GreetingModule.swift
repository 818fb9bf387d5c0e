import HeadlessUI
import Model

/// Assembles the greeting module: view controller and presenter, wired; whoever shows the returned controller owns
/// it. No interactor — the greeting is the Entity's own `Person.greeting` — and no router: the screen goes nowhere.
public enum GreetingModule {
    /// The greeting screen for `person`, ready to be shown or pushed.
    @MainActor
    public static func build(person: Person) -> ViewController {
        let presenter = GreetingPresenter(person: person)
        let viewController = GreetingViewController(presenter: presenter)
        presenter.view = viewController
        return viewController
    }
}
