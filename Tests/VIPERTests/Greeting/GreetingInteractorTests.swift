import Model
import Testing

@testable import VIPER

@MainActor
struct GreetingInteractorTests {
    @Test(
        "G2: the greeting is the Model's greeting for the screen's person",
        arguments: [
            (Person.davidBlaine, "Hello David Blaine"),
            (Person(firstName: "  Ada ", lastName: ""), "Hello Ada"),
            (Person(firstName: "", lastName: ""), "Hello"),
        ]
    )
    func greetingForThePerson(person: Person, expected: String) {
        #expect(GreetingInteractor(person: person).greeting() == expected)
    }
}
