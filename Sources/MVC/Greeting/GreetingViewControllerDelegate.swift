/// What the greeting screen tells whoever runs the app: the user logged out.
///
/// Cocoa's delegate: ``AppController`` adopts it and ends the session; the greeting screen holds it weakly. Alone, with
/// no delegate, there is no session to end, and Log out does nothing.
@MainActor
protocol GreetingViewControllerDelegate: AnyObject {
    /// Called when the user taps "Log out" on `controller`.
    func greetingViewControllerDidLogOut(_ controller: GreetingViewController)
}
