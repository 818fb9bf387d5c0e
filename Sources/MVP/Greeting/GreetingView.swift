/// The passive greeting screen as its presenter sees it: something that can show a greeting.
///
/// ``GreetingViewController`` implements it; ``GreetingPresenter`` holds it weakly and tells it what to
/// show. Tests put a spy in its place.
@MainActor
protocol GreetingView: AnyObject {
    /// Shows `text` as the greeting.
    func showGreeting(_ text: String)
}
