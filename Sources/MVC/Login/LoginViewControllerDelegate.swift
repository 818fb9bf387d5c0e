import Model

/// What the login screen tells whoever runs the app: somebody logged in.
///
/// Cocoa's delegate: ``AppController`` adopts it and decides where the app goes; the login screen holds it weakly.
/// With a delegate the screen reports the person instead of pushing the greeting; alone, it pushes it (L7).
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
    /// Called when a login on `controller` succeeded for `person`, once the phone is remembered.
    func loginViewController(_ controller: LoginViewController, didLogIn person: Person)
}
