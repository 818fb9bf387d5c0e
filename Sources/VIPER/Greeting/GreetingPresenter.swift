/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The VIPER Presenter: ``GreetingViewController`` owns it and forwards the tap to it; it asks its
/// ``GreetingInteractor`` (owned) for the text and tells the passive ``GreetingView``, which it holds weakly. It
/// never touches a widget and does not import HeadlessUI.
@MainActor
final class GreetingPresenter {
    // MARK: - Dependencies

    private let interactor: GreetingInteractor

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any GreetingView)?

    /// Creates the presenter over its interactor; ``view`` is set afterwards.
    init(interactor: GreetingInteractor) {
        self.interactor = interactor
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the view shows the person's greeting.
    func showGreetingButtonTapped() {
        view?.showGreeting(interactor.greeting())
    }
}
