import HeadlessUI

@testable import VIPER

extension ViewController {
    /// The rest of the VIPER module behind this screen, for the leak tests: presenter, interactor and router.
    var roles: [AnyObject] {
        switch self {
        case let login as LoginViewController:
            [login.presenter, login.presenter.interactor, login.presenter.router]
        case let greeting as GreetingViewController:
            [greeting.presenter, greeting.presenter.interactor, greeting.presenter.router]
        default: []
        }
    }
}
