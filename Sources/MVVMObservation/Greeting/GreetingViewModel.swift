import Model
import Observation

/// Decides what the greeting screen shows when the user asks for a greeting, and where its buttons lead.
///
/// The MVVM view model, observed: ``GreetingViewController`` owns it, calls its inputs and reads ``greeting`` and
/// ``route`` in its tracked pass. In the app it tells its ``AppNavigator`` where to go instead. It knows no widget.
@Observable
@MainActor
final class GreetingViewModel {
    // MARK: - Dependencies

    private let person: Person

    /// The app this screen is part of, which the buttons' events reach; nil for a screen built alone, which follows
    /// ``route`` itself. Set by the app model that makes the view model; weak, since the app model owns it.
    @ObservationIgnored weak var navigator: (any AppNavigator)?

    /// Creates the view model for `person`.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the greeting becomes the person's.
    func showGreetingButtonTapped() {
        greeting = person.greeting
    }

    /// Call when the user taps "Search photos": the app shows Search above the greeting; a screen built alone pushes
    /// it.
    func searchPhotosTapped() {
        if let navigator {
            navigator.searchPhotosTapped(on: self)
        } else {
            route = .search
        }
    }

    /// Call when the user taps "Log out": the app ends the session. A screen built alone has no session to end, and
    /// does nothing.
    func logOutTapped() {
        navigator?.logOutTapped(on: self)
    }

    /// Call when the screen has gone where ``route`` said: it does not go there again.
    func routeFollowed() {
        route = nil
    }

    // MARK: - Outputs

    /// The text of the greeting label: empty until the user asks for it.
    private(set) var greeting = ""

    /// Where the screen must go, until it has gone there: after "Search photos" on a screen built alone, to Search.
    private(set) var route: GreetingRoute?
}
