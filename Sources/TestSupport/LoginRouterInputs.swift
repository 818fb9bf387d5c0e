import HeadlessUI
import Model

/// What the login router scenarios drive: a login router, as its presenter and its assembly use it.
///
/// MVP's and VIPER's routers adopt it in their test targets with an empty extension, so ``LoginRouterScenarios`` runs
/// over either.
@MainActor
public protocol LoginRouterInputs: AnyObject {
    /// The login screen whose navigation stack receives the greeting, held weakly; the assembly sets it.
    var viewController: ViewController? { get set }
    /// Pushes the greeting screen of `person` onto the login screen's navigation stack.
    func showGreeting(for person: Person)
}
