import Model
import ReactiveCore

/// What the greeting screen shows, as a mapping of its inputs to its outputs, and where its buttons send the user.
///
/// The MVVM-reactive view model: ``GreetingViewController`` owns it, binds ``greeting`` to its label and calls its
/// inputs when the buttons are tapped; whoever assembled the screen binds ``route``. It knows no widget.
@MainActor
final class GreetingViewModel {
    // MARK: - State

    private let tapsInput: Signal<Void>.Observer

    private let routeInput: Signal<GreetingRoute>.Observer

    /// Creates the view model for `person`'s greeting.
    init(person: Person) {
        let (taps, tapsInput) = Signal<Void>.pipe()
        self.tapsInput = tapsInput
        greeting = Property(initial: "", then: taps.map { person.greeting })
        (route, routeInput) = Signal<GreetingRoute>.pipe()
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting".
    func showGreetingButtonTapped() {
        tapsInput.send(())
    }

    /// Call when the user taps "Search photos": the screen sends the user to Search.
    func searchPhotosTapped() {
        routeInput.send(.search)
    }

    /// Call when the user taps "Log out": the screen says so; ending the session is the app's.
    func logOutTapped() {
        routeInput.send(.logOut)
    }

    // MARK: - Outputs

    /// The greeting text: empty until the button is first tapped, then the person's greeting. Observing it sends the
    /// current text first.
    let greeting: Property<String>

    /// Sends where the screen must navigate: to Search, or out of the session. A signal, not a property: a route is a
    /// one-off event, and a binding made later must not replay it.
    let route: Signal<GreetingRoute>
}
