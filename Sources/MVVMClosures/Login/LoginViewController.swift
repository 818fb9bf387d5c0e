import HeadlessUI
import Model

/// The login screen: avatar, phone and code fields, "Login", and "Fill up" in the navigation bar.
///
/// The MVVM view: owns its ``LoginViewModel``, forwards every user event to it, and sets the view model's
/// output closures in ``viewDidLoad()``, each capturing this controller weakly (the view model it owns
/// keeps them). It renders what they emit and pushes the greeting screen on ``LoginRoute/greeting(_:)``;
/// it decides nothing.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the view model the public entry made.
    let viewModel: LoginViewModel

    // MARK: - State

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Creates the login screen over the environment's accounts, auth service and store.
    public convenience init(environment: AppEnvironment) {
        self.init(
            viewModel: LoginViewModel(
                accounts: environment.accounts,
                auth: environment.auth,
                memory: LoginMemory(store: environment.store)
            )
        )
    }

    /// Creates the screen over a view model the caller built (tests keep a reference to it).
    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Login"
    }

    // MARK: - Inputs

    /// Builds the widgets, binds the view model's outputs, forwards the user's events, then tells the
    /// view model it has loaded (which pre-fills and emits the first state).
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton

        bindOutputs()
        forwardInputs()
        viewModel.viewDidLoad()
    }

    // MARK: - Private

    private func bindOutputs() {
        viewModel.onStateChange = { [weak self] state in
            self?.render(state)
        }
        viewModel.onFieldsChange = { [weak self] phone, code in
            guard let self else { return }
            phoneField.text = phone
            codeField.text = code
        }
        viewModel.onEndEditing = { [weak self] in
            guard let self else { return }
            phoneField.endEditing()
            codeField.endEditing()
        }
        viewModel.onTip = { [weak self] message in
            self?.window?.toast.show(message)
        }
        viewModel.onRoute = { [weak self] route in
            self?.show(route)
        }
    }

    /// The widgets keep the view model alive, never this controller: nothing here points back up.
    private func forwardInputs() {
        phoneField.onEditingChanged { [viewModel] text in
            viewModel.phoneChanged(text)
        }
        codeField.onEditingChanged { [viewModel] text in
            viewModel.codeChanged(text)
        }
        fillUpButton.onTap { [viewModel] in
            viewModel.fillUpTapped()
        }
        loginButton.onTap { [viewModel] in
            await viewModel.loginButtonTapped()
        }
    }

    private func render(_ state: LoginViewState) {
        avatarView.imageURL = state.avatarURL
        loginButton.isEnabled = state.isLoginEnabled
        if let message = state.loadingMessage {
            showHUD(message)
        } else {
            hideHUD()
        }
    }

    private func show(_ route: LoginRoute) {
        switch route {
        case .greeting(let person):
            navigationController?.push(GreetingViewController(person: person))
        }
    }
}
