import HeadlessUI
import Model
import ReactiveCore

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The MVVM-reactive view: binds the fields and its ``LoginViewModel``'s outputs with `<~` and forwards the taps;
/// built alone, it pushes the greeting on ``LoginViewModel/loggedIn``. Its navigation controller owns it.
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
    /// view model, which the controller binds when it loads, and whose route the controller binds itself (L7), pushing
    /// the greeting over `environment`.
    public convenience init(environment: AppEnvironment) {
        let viewModel = LoginViewModel(environment: environment)
        self.init(viewModel: viewModel)
        reactive.push <~ viewModel.loggedIn.map { GreetingViewController(person: $0, environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds its outputs in ``viewDidLoad()``, and the view model's
    /// route is left to whoever assembled the two.
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

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
    }

    /// The handlers hold the view model weakly: a login in flight must not keep it alive once the screen is gone,
    /// or releasing the screen could not end its lifetime and cancel the login.
    private func forwardEvents() {
        viewModel.phone <~ phoneField.reactive.continuousTextValues
        viewModel.code <~ codeField.reactive.continuousTextValues
        fillUpButton.onTap { [weak viewModel] in viewModel?.fillUpTapped() }
        loginButton.onTap { [weak viewModel] in await viewModel?.loginButtonTapped()?.value }
    }

    /// Each field is bound both ways: typing into the view model (above), and the view model back into the field,
    /// so Fill up and the pre-fill — text set in code, which fires no editing event — show too. The loop stops
    /// there: text set in code sends nothing back.
    private func bindOutputs() {
        phoneField.reactive.text <~ viewModel.phone
        codeField.reactive.text <~ viewModel.code
        avatarView.reactive.imageURL <~ viewModel.avatarURL
        loginButton.reactive.isEnabled <~ viewModel.login.isEnabled
        reactive.endEditing <~ viewModel.endEditing
        reactive.hudMessage <~ viewModel.loadingMessage
        reactive.toast <~ viewModel.tips
    }
}
