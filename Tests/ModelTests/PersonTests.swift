import Model
import Testing

struct PersonTests {
    @Test(
        "the greeting is Hello followed by the non-empty trimmed name parts, single-spaced",
        arguments: [
            ("David", "Blaine", "Hello David Blaine"),
            ("David", "", "Hello David"),
            ("", "Blaine", "Hello Blaine"),
            ("", "", "Hello"),
            ("  David ", "\tBlaine\n", "Hello David Blaine"),
            (" ", "\t", "Hello"),
            ("Mary   Ann", "Smith", "Hello Mary Ann Smith"),
            ("Zoë", "Ångström", "Hello Zoë Ångström"),
        ]
    )
    func greeting(firstName: String, lastName: String, expected: String) {
        #expect(Person(firstName: firstName, lastName: lastName).greeting == expected)
    }

    @Test("the demo people greet by their full names")
    func demoPeople() {
        #expect(Person.davidBlaine.greeting == "Hello David Blaine")
        #expect(Person.adaLovelace.greeting == "Hello Ada Lovelace")
    }
}
