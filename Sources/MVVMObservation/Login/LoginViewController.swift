import HeadlessUI
import Model

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The MVVM view, observing: forwards every event to its ``LoginViewModel`` and shows it in ``updateProperties()``,
/// handing the one-offs back once done. Its navigation controller owns it.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: LoginViewModel

    /// The services the greeting screen it pushes builds its search screen over.
    private let environment: AppEnvironment

    // MARK: - Views

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Assembles the login screen over `environment`'s services: the controller and its view model, which the
    /// controller reads in its update pass.
    public convenience init(environment: AppEnvironment) {
        let viewModel = LoginViewModel(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store)
        )
        self.init(viewModel: viewModel, environment: environment)
    }

    /// Creates the screen over its view model; the screen reads it in ``updateProperties()``, and builds the greeting
    /// screen it pushes over `environment`.
    init(viewModel: LoginViewModel, environment: AppEnvironment) {
        self.viewModel = viewModel
        self.environment = environment
        super.init()
        title = "Login"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the view model, then tells it the screen is ready; the first update
    /// pass, right after, shows what it holds then (the pre-filled phone and its avatar).
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        viewModel.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the view model; only what is read here is tracked, and a change to it runs this again. Handing a one-off
    /// back changes only what this pass has read, before Observation tracks it, so it runs no pass again.
    override public func updateProperties() {
        avatarView.imageURL = viewModel.avatarURL
        phoneField.text = viewModel.phone
        codeField.text = viewModel.code
        loginButton.isEnabled = viewModel.isLoginEnabled
        showLoading(viewModel.loadingMessage)
        if viewModel.endEditingRequested {
            endEditing()
        }
        if let tip = viewModel.tip {
            showTip(tip)
        }
        if let route = viewModel.route {
            show(route)
        }
    }

    /// Shows the HUD with `message`, or hides it for nil.
    private func showLoading(_ message: String?) {
        if let message {
            showHUD(message)
        } else {
            hideHUD()
        }
    }

    /// Ends editing in both fields, once: the user may type again while the login runs.
    private func endEditing() {
        phoneField.endEditing()
        codeField.endEditing()
        viewModel.editingEnded()
    }

    /// Shows `message` as a toast, once.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        viewModel.tipShown()
    }

    /// Goes where the view model says, once, with this style's own screens.
    private func show(_ route: LoginRoute) {
        viewModel.routeFollowed()
        switch route {
        case .greeting(let person):
            navigationController?.push(GreetingViewController(person: person, environment: environment))
        }
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
    }

    /// Weakly: a login in flight must not keep the view model alive once the screen is gone.
    private func forwardEvents() {
        phoneField.onEditingChanged { [weak viewModel] text in viewModel?.phoneChanged(text) }
        codeField.onEditingChanged { [weak viewModel] text in viewModel?.codeChanged(text) }
        fillUpButton.onTap { [weak viewModel] in viewModel?.fillUpTapped() }
        loginButton.onTap { [weak viewModel] in await viewModel?.loginButtonTapped()?.value }
    }
}
