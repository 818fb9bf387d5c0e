import HeadlessUI
import Model

/// Assembles the greeting screen the VIPER way: view controller and presenter, wired. It has no interactor — the
/// greeting is the Model's `Person.greeting`, no use case — and no router: the screen goes nowhere.
///
/// Ownership: the view controller owns the presenter; the presenter's `view` points back weakly. Whoever shows the
/// returned controller (a window, a navigation controller) owns the whole module.
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
