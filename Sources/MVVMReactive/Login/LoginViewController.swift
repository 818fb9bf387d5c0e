import HeadlessUI
import Model
import ReactiveCore

/// The login screen: avatar, phone and code fields, the Login button and a Fill up bar button.
///
/// The MVVM-reactive view controller: it owns its ``LoginViewModel`` and its widgets and only binds
/// them together with `<~` — typing into the view model's inputs, its outputs onto the widgets, the HUD,
/// the toast and the navigation stack — and forwards the taps. It decides nothing. Every binding ends with
/// its target (a widget, or this controller's view); the bindings hold the widgets and the controller weakly.
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
        title = "Login"
    }

    // MARK: - Inputs

    /// Adds the widgets, binds them to the view model, then tells the view model it has loaded (which
    /// pre-fills the remembered phone through the bindings).
    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
        bind()
        viewModel.viewDidLoad()
    }

    // MARK: - Private

    private func bind() {
        // Each field is bound both ways: typing into the view model, and the view model back into the
        // field, so Fill up and the pre-fill (text set in code) show. Setting the text in code fires no
        // editing event, so the loop stops there.
        viewModel.phone <~ phoneField.reactive.continuousTextValues
        viewModel.code <~ codeField.reactive.continuousTextValues
        phoneField.reactive.text <~ viewModel.phone
        codeField.reactive.text <~ viewModel.code

        avatarView.reactive.imageURL <~ viewModel.avatarURL
        loginButton.reactive.isEnabled <~ viewModel.login.isEnabled
        phoneField.reactive.endEditing <~ viewModel.endEditing
        codeField.reactive.endEditing <~ viewModel.endEditing
        reactive.hudMessage <~ viewModel.loadingMessage
        reactive.toast <~ viewModel.tips
        // The map follows `loggedIn` only while this binding lasts, which is as long as this screen's view.
        reactive.push <~ viewModel.loggedIn.map { GreetingViewController(person: $0) }

        // The tap holds the action, not the view model, and awaits the run `start` returns: a login in flight
        // must not keep the view model alive, or releasing the screen could never end its lifetime and cancel
        // the login.
        loginButton.onTap { [login = viewModel.login] in await login.start(())?.value }
        fillUpButton.onTap { [viewModel] in viewModel.fillUpTapped() }
    }
}
