import HeadlessUI

@testable import MVVMClosures

extension ViewController {
    /// The view model behind this screen, for the leak tests.
    var roles: [AnyObject] {
        switch self {
        case let login as LoginViewController: [login.viewModel]
        case let greeting as GreetingViewController: [greeting.viewModel]
        default: []
        }
    }
}
