import HeadlessUI

@testable import MVP

extension ViewController {
    /// The MVP roles behind this screen, for the leak tests: the presenter and, for login, its router.
    var roles: [AnyObject] {
        switch self {
        case let login as LoginViewController: [login.presenter, login.presenter.router]
        case let greeting as GreetingViewController: [greeting.presenter]
        default: []
        }
    }
}
