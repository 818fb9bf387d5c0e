import HeadlessUI
import Model
import ReactiveCore

/// The login screen: avatar, phone and code fields, the Login button and a Fill up bar button.
///
/// The MVVM-reactive view controller: it owns its ``LoginViewModel`` and its widgets and only binds
/// them together with `<~` — typing into the view model's inputs, its outputs onto the widgets, the HUD,
/// the toast and the navigation stack — and forwards the taps. It decides nothing. Every binding ends
/// with the ``Lifetime`` whose token it owns; the bindings hold the widgets and the controller weakly.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: LoginViewModel

    // MARK: - State

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")
    private let bindings = Lifetime.Token()

    /// Creates the login screen over `environment`'s accounts, auth service and store.
    public convenience init(environment: AppEnvironment) {
        self.init(
            viewModel: LoginViewModel(
                accounts: environment.accounts,
                auth: environment.auth,
                memory: LoginMemory(store: environment.store)
            )
        )
    }

    /// Creates the screen over a view model (for tests).
    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Inputs

    /// Adds the widgets and binds them to the view model.
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
        bind()
    }

    // MARK: - Private

    private func bind() {
        let lifetime = bindings.lifetime
        // Each field is bound both ways: typing into the view model, and the view model back into the
        // field, so Fill up and the pre-fill (text set in code) show. Setting the text in code fires no
        // editing event, so the loop stops there.
        viewModel.phone <~ phoneField.continuousTextValues(during: lifetime)
        viewModel.code <~ codeField.continuousTextValues(during: lifetime)
        phoneField.textBinding(during: lifetime) <~ viewModel.phone
        codeField.textBinding(during: lifetime) <~ viewModel.code

        avatarView.imageURLBinding(during: lifetime) <~ viewModel.avatarURL
        loginButton.isEnabledBinding(during: lifetime) <~ viewModel.login.isEnabled
        phoneField.endEditingBinding(during: lifetime) <~ viewModel.endEditing
        codeField.endEditingBinding(during: lifetime) <~ viewModel.endEditing
        hudMessageBinding(during: lifetime) <~ viewModel.loadingMessage
        toastBinding(during: lifetime) <~ viewModel.tips
        pushBinding(during: lifetime) <~ viewModel.loggedIn.map { GreetingViewController(person: $0) }

        loginButton.onTap { [viewModel] in await viewModel.login.execute(()) }
        fillUpButton.onTap { [viewModel] in viewModel.fillUpTapped() }
    }
}
