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
        "a damaged store (empty, or starting with { but not a JSON object) is moved aside intact, reported, and kept",
        arguments: ["{\"login.lastPhone\": \"1387", "", " \n", "{ broken", "  {\"kept\": 1} and more"]
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

    @Test(
        "a file that does not start with { never was a store: it is refused and left as it is, with no lock beside it",
        arguments: [
            "type login.phone 13874389438\ntap login.submit\n", "// swift-tools-version: 6.2\nimport Foundation\n",
            "garbage\u{0}\u{1}", "[1, 2, 3]", "\"just a string\"", "null",
        ]
    )
    func fileThatNeverWasAStoreIsRefused(contents: String) throws {
        let folder = try StoreFolder()
        try folder.write(contents)

        #expect(throws: JSONFileStoreError.notAStore(folder.file)) { try JSONFileStore(checking: folder.file) }
        let unchecked = JSONFileStore(url: folder.file)
        #expect(throws: JSONFileStoreError.notAStore(folder.file)) { try unchecked.setValue(1, forKey: "saved") }

        #expect(unchecked.recovery == nil)
        #expect(try Data(contentsOf: folder.file) == Data(contents.utf8))
        #expect(try folder.allContents() == ["store.json"])
    }

    @Test(
        "a JSON object with a key the app never writes is someone else's file: refused, naming the keys, left as is",
        arguments: [
            (#"{"version": "1.0.0", "name": "my-package"}"#, ["name", "version"]),
            (#"{"login.lastPhone": "1", "indentation": 2}"#, ["indentation"]),
        ]
    )
    func jsonObjectWithForeignKeysIsRefused(contents: String, unknownKeys: [String]) throws {
        let folder = try StoreFolder()
        try folder.write(contents)
        let appKeys: Set = ["login.lastPhone", "search.recent"]

        let error = #expect(throws: JSONFileStoreError.self) {
            try JSONFileStore(checking: folder.file, acceptedKeys: appKeys)
        }

        #expect(error == .unknownKeys(folder.file, keys: unknownKeys))
        #expect(error?.errorDescription?.contains(unknownKeys.map { "\"\($0)\"" }.joined(separator: ", ")) == true)
        #expect(error?.errorDescription?.contains("'{'") == false)
        #expect(try Data(contentsOf: folder.file) == Data(contents.utf8))
        #expect(try folder.allContents() == ["store.json"])
    }

    @Test("a refusal names at most three unknown keys, each cut to 40 characters, and counts the rest")
    func unknownKeysMessageStaysShort() {
        let long = String(repeating: "k", count: 5_000)
        let error = JSONFileStoreError.unknownKeys(URL(fileURLWithPath: "/tmp/x.json"), keys: ["a", "b", long, "z"])

        #expect(
            error.errorDescription
                == #"/tmp/x.json is not a store: it is a JSON object with keys a store never holds ("a", "b", "#
                + #""\#(String(repeating: "k", count: 40))…" and 1 more). It is left as it is."#)
    }

    @Test("a store that starts with a UTF-8 byte-order mark is refused as one, left as it is, with no lock beside it")
    func byteOrderMarkIsRefused() throws {
        let folder = try StoreFolder()
        let contents = Data([0xEF, 0xBB, 0xBF] + Array(#"{"login.lastPhone": "13874389438"}"#.utf8))
        try contents.write(to: folder.file)

        let error = #expect(throws: JSONFileStoreError.self) {
            try JSONFileStore(checking: folder.file, acceptedKeys: AppEnvironment.storeKeys)
        }

        #expect(error == .byteOrderMark(folder.file))
        #expect(error?.errorDescription?.contains("byte-order mark") == true)
        #expect(try Data(contentsOf: folder.file) == contents)
        #expect(try folder.allContents() == ["store.json"])
    }

    @Test("a store holding only the app's keys opens as a store")
    func storeOfTheAppsKeysOpens() throws {
        let folder = try StoreFolder()
        try folder.write(#"{"login.lastPhone": "13874389438"}"#)

        let sut = try JSONFileStore(checking: folder.file, acceptedKeys: AppEnvironment.storeKeys)

        #expect(sut.value(String.self, forKey: "login.lastPhone") == "13874389438")
    }

    @Test("a file larger than the store's limit is refused unread and left as it is, with no lock beside it")
    func fileLargerThanTheLimitIsRefused() throws {
        let folder = try StoreFolder()
        let padding = String(repeating: "x", count: JSONFileStore.maximumFileSize)
        try folder.write(#"{"padding": "\#(padding)"}"#)
        let size = JSONFileStore.maximumFileSize + 15

        #expect(throws: JSONFileStoreError.tooLarge(folder.file, size: size)) {
            try JSONFileStore(checking: folder.file)
        }

        #expect(try Data(contentsOf: folder.file).count == size)
        #expect(try folder.allContents() == ["store.json"])
    }

    @Test("a store just under the limit opens and saves; a save that would pass it throws, keeping the value in memory")
    func storeNearTheLimit() throws {
        let folder = try StoreFolder()
        // The file holds the padding's characters and about 20 more: the braces, the key, the quotes.
        try JSONFileStore(url: folder.file).setValue(
            String(repeating: "x", count: JSONFileStore.maximumFileSize - 100), forKey: "padding")
        let saved = try Data(contentsOf: folder.file)

        let sut = try JSONFileStore(checking: folder.file)
        try sut.setValue("13874389438", forKey: "login.lastPhone")
        #expect(throws: JSONFileStoreError.self) {
            try sut.setValue(String(repeating: "y", count: 100), forKey: "more")
        }

        #expect(saved.count > JSONFileStore.maximumFileSize - 100)
        #expect(sut.value(String.self, forKey: "more")?.count == 100)
        let reopened = JSONFileStore(url: folder.file)
        #expect(reopened.value(String.self, forKey: "login.lastPhone") == "13874389438")
        #expect(reopened.value(String.self, forKey: "more") == nil)
        #expect(try Data(contentsOf: folder.file).count <= JSONFileStore.maximumFileSize)
    }

    @Test("removeAll forgets every key, in memory and in the file; a store with no file still has none")
    func removeAllForgetsEverything() throws {
        let folder = try StoreFolder()
        let sut = JSONFileStore(url: folder.file)
        try sut.setValue("13874389438", forKey: "login.lastPhone")
        try sut.setValue(["tatras"], forKey: "search.recent")
        let missing = JSONFileStore(url: folder.path("never.json"))

        try sut.removeAll()
        try missing.removeAll()

        #expect(sut.value(String.self, forKey: "login.lastPhone") == nil)
        #expect(JSONFileStore(url: folder.file).value([String].self, forKey: "search.recent") == nil)
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file)) as? NSDictionary == [:])
        #expect(try folder.contents() == ["store.json"])
    }

    @Test("two corruptions in the same second get different names")
    func repeatedCorruptionKeepsBothFiles() throws {
        let folder = try StoreFolder()
        try folder.write("{ first bad")
        _ = JSONFileStore(url: folder.file)
        try folder.write("{ second bad")
        _ = JSONFileStore(url: folder.file)

        let asides = try folder.contents().filter { $0.contains(".corrupt-") }
        #expect(asides.count == 2)
        let texts = try asides.map { try String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8) }
        #expect(Set(texts) == ["{ first bad", "{ second bad"])
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
