import Foundation
import Model
import Testing

struct JSONFileStoreTests {
    @Test("values round-trip, nil removes, and the folder is created on first save")
    func roundTrip() throws {
        let folder = try StoreFolder()
        let sut = JSONFileStore(url: folder.path("new folder/store.json"))

        try sut.setValue(Person.davidBlaine, forKey: "person")
        try sut.setValue(["a", "b"], forKey: "letters")
        try sut.setValue(Int?.none, forKey: "never")

        #expect(sut.recovery == nil)
        #expect(sut.value(Person.self, forKey: "person") == .davidBlaine)
        #expect(sut.value([String].self, forKey: "letters") == ["a", "b"])
        #expect(sut.value(Int.self, forKey: "person") == nil)

        try sut.setValue(Person?.none, forKey: "person")

        #expect(sut.value(Person.self, forKey: "person") == nil)
        let created = try FileManager.default.contentsOfDirectory(atPath: folder.path("new folder").path)
        #expect(created.sorted() == ["store.json", "store.json.lock"])
    }

    @Test("what was saved is there after a restart")
    func survivesRestart() throws {
        let folder = try StoreFolder()
        let searches = [
            RecentSearch(text: "tatras", totalResults: 12, thumbnailURL: URL(string: "https://x.test/1.jpg"))
        ]
        try JSONFileStore(url: folder.file).setValue(searches, forKey: "search.recent")

        let reopened = JSONFileStore(url: folder.file)

        #expect(reopened.value([RecentSearch].self, forKey: "search.recent") == searches)
        #expect(reopened.recovery == nil)
    }

    @Test(
        "a corrupt file is moved aside intact, reported, and never overwritten",
        arguments: ["{\"login.lastPhone\": \"1387", "garbage\u{0}\u{1}", "[1, 2, 3]", "", "\"just a string\"", "null"]
    )
    func corruptFileIsMovedAside(corrupt: String) throws {
        let folder = try StoreFolder()
        try folder.write(corrupt)

        let sut = JSONFileStore(url: folder.file)

        let recovery = try #require(sut.recovery)
        let movedTo = try #require(recovery.movedTo)
        #expect(recovery.reason == .corrupt)
        #expect(recovery.fileURL == folder.file)
        #expect(movedTo.lastPathComponent.hasPrefix("store.json.corrupt-"))
        #expect(try Data(contentsOf: movedTo) == Data(corrupt.utf8))
        #expect(sut.value(String.self, forKey: "login.lastPhone") == nil)

        try sut.setValue("13874389438", forKey: "login.lastPhone")

        #expect(try Data(contentsOf: movedTo) == Data(corrupt.utf8))
        #expect(JSONFileStore(url: folder.file).value(String.self, forKey: "login.lastPhone") == "13874389438")
        #expect(try folder.contents().count == 2)
        #expect(recovery.description.contains(movedTo.lastPathComponent))
    }

    @Test("two corruptions in the same second get different names")
    func repeatedCorruptionKeepsBothFiles() throws {
        let folder = try StoreFolder()
        try folder.write("first bad")
        _ = JSONFileStore(url: folder.file)
        try folder.write("second bad")
        _ = JSONFileStore(url: folder.file)

        let asides = try folder.contents().filter { $0.contains(".corrupt-") }
        #expect(asides.count == 2)
        let texts = try asides.map { try String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8) }
        #expect(Set(texts) == ["first bad", "second bad"])
    }

    @Test("a file corrupted while the store is open is moved aside on the next save, keeping what the store knew")
    func corruptionWhileOpen() throws {
        let folder = try StoreFolder()
        let sut = JSONFileStore(url: folder.file)
        try sut.setValue("kept", forKey: "first")
        try folder.write("{ broken")

        try sut.setValue("new", forKey: "second")

        #expect(sut.recovery?.reason == .corrupt)
        let reopened = JSONFileStore(url: folder.file)
        #expect(reopened.value(String.self, forKey: "first") == "kept")
        #expect(reopened.value(String.self, forKey: "second") == "new")
    }

    @Test("two instances writing at once never corrupt the file and lose neither writer's keys")
    func concurrentWritersFromTwoInstances() async throws {
        let folder = try StoreFolder()
        let first = JSONFileStore(url: folder.file)
        let second = JSONFileStore(url: folder.file)

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask { try? first.setValue(index, forKey: "first-\(index)") }
                group.addTask { try? second.setValue(index, forKey: "second-\(index)") }
            }
        }

        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file)) as? [String: Int]
        #expect(object?.count == 80)
        let reopened = JSONFileStore(url: folder.file)
        #expect(reopened.recovery == nil)
        for index in 0..<40 {
            #expect(reopened.value(Int.self, forKey: "first-\(index)") == index)
            #expect(reopened.value(Int.self, forKey: "second-\(index)") == index)
        }
    }
}
