import Model

/// The greeting use case: the greeting text for the screen's person, the Entity.
///
/// The VIPER Interactor: ``GreetingPresenter`` owns it and asks it; it knows nothing of views or
/// navigation. The text comes from the Model's `Person.greeting`, so no rule is copied here.
@MainActor
final class GreetingInteractor {
    // MARK: - Dependencies

    private let person: Person

    /// Creates the use case for `person`.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// The greeting for the screen's person ("Hello David Blaine").
    func greeting() -> String {
        person.greeting
    }
}
