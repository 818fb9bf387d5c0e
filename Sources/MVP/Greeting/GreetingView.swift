/// The passive greeting screen as its presenter sees it: it shows the greeting it is given, and decides nothing.
///
/// ``GreetingViewController`` implements it; ``GreetingPresenter`` holds it weakly. Tests put a spy in its place.
@MainActor
protocol GreetingView: AnyObject {
    /// Shows `text` in the greeting label.
    func showGreeting(_ text: String)
}
