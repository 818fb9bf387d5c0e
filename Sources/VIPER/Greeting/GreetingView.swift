/// The passive greeting screen as its presenter sees it: it shows the text it is given.
///
/// The VIPER View role: ``GreetingViewController`` implements it; ``GreetingPresenter`` holds it weakly.
@MainActor
protocol GreetingView: AnyObject {
    /// Shows `text` in the greeting label.
    func showGreeting(_ text: String)
}
