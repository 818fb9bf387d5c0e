/// Where the greeting screen can navigate to.
///
/// ``GreetingPresenter`` owns one and calls it when the user asks for Search or to log out; ``GreetingRouter`` is the
/// real one and tests put a spy in its place, so navigation is tested without any screen.
@MainActor
protocol GreetingRouting: AnyObject {
    /// Shows the search screen.
    func showSearch()
    /// Logs the person out, which the app turns into Login alone on the stack; a screen built alone has no session to
    /// end, and nothing happens.
    func logOut()
}
