import Model

/// Decides what the greeting screen shows when the user asks for a greeting, and where its buttons send the user.
///
/// The MVVM view model, bound by hand: ``GreetingViewController`` owns it, calls its inputs and sets its greeting's
/// closure; whoever assembled the screen sets ``onRoute``. It never touches a widget and does not import HeadlessUI.
@MainActor
final class GreetingViewModel {
    // MARK: - Dependencies

    private let person: Person

    /// Creates the view model for `person`; the view and the screen's assembler set the output closures afterwards.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the greeting becomes the person's.
    func showGreetingButtonTapped() {
        greeting = person.greeting
    }

    /// Call when the user taps "Search photos": the screen sends the user to Search.
    func searchPhotosTapped() {
        onRoute?(.search)
    }

    /// Call when the user taps "Log out": the screen says so; ending the session is the app's.
    func logOutTapped() {
        onRoute?(.logOut)
    }

    // MARK: - Outputs

    /// The text of the greeting label: empty until the user asks for it. Emits through ``onGreetingChange`` whenever
    /// set, equal or not; the view reads the first when it binds.
    private(set) var greeting = "" {
        didSet { onGreetingChange?(greeting) }
    }

    /// Emits when ``greeting`` is set, with the new text.
    var onGreetingChange: ((String) -> Void)?

    /// Emits when the screen must navigate: to Search, or out of the session.
    var onRoute: ((GreetingRoute) -> Void)?
}
