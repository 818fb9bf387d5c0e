/// What the greeting scenarios drive: the greeting presenter's input, as its view controller calls it.
///
/// MVP's and VIPER's presenters adopt it in their test targets with an empty extension, so
/// ``GreetingPresenterScenarios`` runs over either.
@MainActor
public protocol GreetingPresenterInputs: AnyObject {
    /// The user tapped "Show greeting".
    func showGreetingButtonTapped()
}
