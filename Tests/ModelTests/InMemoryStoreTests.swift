import Foundation
import Model
import Testing

struct InMemoryStoreTests {
    @Test("values round-trip by key and type, and nil removes them")
    func roundTrip() throws {
        let sut = InMemoryStore()

        try sut.setValue(Person.adaLovelace, forKey: "person")
        try sut.setValue([1, 2, 3], forKey: "numbers")

        #expect(sut.value(Person.self, forKey: "person") == .adaLovelace)
        #expect(sut.value([Int].self, forKey: "numbers") == [1, 2, 3])
        #expect(sut.value(String.self, forKey: "person") == nil)
        #expect(sut.value(Int.self, forKey: "missing") == nil)

        try sut.setValue(Person?.none, forKey: "person")

        #expect(sut.value(Person.self, forKey: "person") == nil)
    }

    @Test("two stores never share values")
    func isolated() throws {
        let first = InMemoryStore()
        try first.setValue("a", forKey: "key")

        #expect(InMemoryStore().value(String.self, forKey: "key") == nil)
    }
}
