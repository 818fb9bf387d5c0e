import HeadlessUI

@testable import MVVMReactive

extension ViewController {
    /// The view model behind this screen and the reactive objects it owns, for the leak tests.
    var roles: [AnyObject] {
        switch self {
        case let login as LoginViewController: [login.viewModel, login.viewModel.login]
        case let greeting as GreetingViewController: [greeting.viewModel, greeting.viewModel.greeting]
        default: []
        }
    }
}
