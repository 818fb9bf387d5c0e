import HeadlessUI
import Model

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The MVVM view: it forwards every event to its ``LoginViewModel`` and renders what the view model's output closures
/// emit; built alone, it pushes the greeting on ``LoginRoute/greeting(_:)``. Its navigation controller owns it.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    /// Internal, not private, so the navigation tests call its inputs as this controller's widgets do.
    let viewModel: LoginViewModel

    // MARK: - Views

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Assembles the login screen alone over `environment`'s services, with no app around it: the controller and its
    /// view model, whose outputs the controller binds when it loads, and whose route the controller follows itself
    /// (L7), pushing the greeting over `environment`.
    public convenience init(environment: AppEnvironment) {
        let viewModel = LoginViewModel(environment: environment)
        self.init(viewModel: viewModel)
        viewModel.onRoute = { [weak self] route in self?.show(route, environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds the view model's outputs in ``viewDidLoad()``, and the
    /// view model's route is left to whoever assembled the two.
    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Login"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the view model, binds its outputs, then tells it the screen is
    /// ready.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
        viewModel.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the avatar, enables or disables Login, and shows or hides the HUD.
    private func display(_ state: LoginViewState) {
        avatarView.imageURL = state.avatarURL
        loginButton.isEnabled = state.isLoginEnabled
        if let loadingMessage = state.loadingMessage {
            showHUD(loadingMessage)
        } else {
            hideHUD()
        }
    }

    /// Sets both fields' text in code.
    private func setFields(phone: String, code: String) {
        phoneField.text = phone
        codeField.text = code
    }

    /// Ends editing in both fields.
    private func endEditing() {
        phoneField.endEditing()
        codeField.endEditing()
    }

    /// Shows `message` as a toast.
    private func showTip(_ message: String) {
        window?.toast.show(message)
    }

    /// Goes where the view model says, with this style's own screens, when the screen was built alone.
    private func show(_ route: LoginRoute, environment: AppEnvironment) {
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

    /// The handlers hold the view model weakly: a login in flight must not keep it alive once the screen is gone,
    /// or releasing the screen could not cancel the login.
    private func forwardEvents() {
        phoneField.onEditingChanged { [weak viewModel] text in viewModel?.phoneChanged(text) }
        codeField.onEditingChanged { [weak viewModel] text in viewModel?.codeChanged(text) }
        fillUpButton.onTap { [weak viewModel] in viewModel?.fillUpTapped() }
        loginButton.onTap { [weak viewModel] in await viewModel?.loginButtonTapped()?.value }
    }

    /// The view model keeps these closures, so they hold this controller weakly: it owns the view model, and a
    /// strong capture would be a cycle that frees neither.
    private func bindOutputs() {
        viewModel.onStateChange = { [weak self] state in self?.display(state) }
        viewModel.onFieldsChange = { [weak self] phone, code in self?.setFields(phone: phone, code: code) }
        viewModel.onEndEditing = { [weak self] in self?.endEditing() }
        viewModel.onTip = { [weak self] message in self?.showTip(message) }
    }
}
