import HeadlessUI

/// The VIPER Router of the greeting module, owned by ``GreetingPresenter``: the owner of the module's
/// navigation, which has no routes yet.
@MainActor
final class GreetingRouter {
    // MARK: - Dependencies

    /// The screen routes start from; ``GreetingModule`` sets it.
    weak var viewController: ViewController?
}
