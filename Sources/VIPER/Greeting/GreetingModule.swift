import HeadlessUI
import Model

/// Assembles the greeting screen the VIPER way: view controller, presenter and interactor, wired. It has no router:
/// the screen goes nowhere.
///
/// Ownership: the view controller owns the presenter, which owns the interactor; the presenter's `view` points back
/// weakly. Whoever shows the returned controller (a window, a navigation controller) owns the whole module.
public enum GreetingModule {
    /// The greeting screen for `person`, ready to be shown or pushed.
    @MainActor
    public static func build(person: Person) -> ViewController {
        let interactor = GreetingInteractor(person: person)
        let presenter = GreetingPresenter(interactor: interactor)
        let viewController = GreetingViewController(presenter: presenter)
        presenter.view = viewController
        return viewController
    }
}
