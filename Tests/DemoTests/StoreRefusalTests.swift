import Foundation
import Model
import Testing

@testable import DemoCore

/// `--store flow.script` is one letter from `--script`: the refusal says which option was probably meant, only when
/// the file reads as demo commands and no `--script` was given; and no store path is echoed whole when it is long.
struct StoreRefusalTests {
    @Test(
        "a file whose first command line is a demo command is refused with the --script it looks like",
        arguments: ["type login.phone 13874389438\n", "\n# a comment first\n\ntap login.fillUp\n", "help"]
    )
    func scriptGetsTheSuggestion(contents: String) throws {
        let file = try Self.file(holding: contents)
        defer { try? FileManager.default.removeItem(at: file) }

        let message = StoreRefusal.message(
            for: .notAStore(file), storeURL: file, storePath: "flow.script", scriptPath: nil)

        #expect(message.hasPrefix("\(file.path) is not a store"))
        #expect(message.hasSuffix(" Did you mean --script flow.script?"))
    }

    @Test("a script given to --store and to --script is not suggested as the --script: the store needs its own file")
    func scriptThatIsAlsoTheScriptGetsNoSuggestion() throws {
        let file = try Self.file(holding: "tap login.fillUp\n")
        defer { try? FileManager.default.removeItem(at: file) }

        let same = StoreRefusal.message(
            for: .notAStore(file), storeURL: file, storePath: file.path, scriptPath: file.path)
        let other = StoreRefusal.message(
            for: .notAStore(file), storeURL: file, storePath: file.path, scriptPath: "/dev/stdin")

        #expect(!same.contains("Did you mean"))
        #expect(same.hasSuffix(" It is the --script too: the store needs a file of its own, or no --store at all."))
        #expect(other == JSONFileStoreError.notAStore(file).errorDescription)
    }

    @Test(
        "a file that is not demo commands is refused with the store's reason alone",
        arguments: [
            "// swift-tools-version: 6.2\nimport PackageDescription\n", "# only comments\n", "frob\ntap x\n", "",
        ]
    )
    func otherFileGetsNoSuggestion(contents: String) throws {
        let file = try Self.file(holding: contents)
        defer { try? FileManager.default.removeItem(at: file) }

        #expect(
            StoreRefusal.message(for: .notAStore(file), storeURL: file, storePath: "Package.swift", scriptPath: nil)
                == JSONFileStoreError.notAStore(file).errorDescription)
    }

    @Test("other refusals, and the default store, get the store's reason alone")
    func otherRefusalsAreTheStoresReason() throws {
        let file = try Self.file(holding: "tap login.fillUp\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let tooLarge = JSONFileStoreError.tooLarge(file, size: 45_200_000)

        #expect(
            StoreRefusal.message(for: tooLarge, storeURL: file, storePath: "big.json", scriptPath: nil)
                == tooLarge.errorDescription)
        #expect(
            StoreRefusal.message(for: .notAStore(file), storeURL: file, storePath: nil, scriptPath: nil)
                == JSONFileStoreError.notAStore(file).errorDescription)
    }

    @Test("a 5,000-character store path is named by its first 40 and last 30 characters, its lock file too")
    func longStorePathIsShortened() {
        let path = "/tmp/" + String(repeating: "s", count: 4_985) + "/store.json"
        let url = URL(fileURLWithPath: path)
        let short =
            "'/tmp/\(String(repeating: "s", count: 35))…\(String(repeating: "s", count: 19))/store.json' "
            + "(\(path.count) characters)"

        let refusal = StoreRefusal.message(
            for: .unreachable(url, reason: "File name too long"), storeURL: url, storePath: path, scriptPath: nil)
        let inUse = StoreRefusal.shortening(
            JSONFileStoreError.inUse(url, lockFile: URL(fileURLWithPath: path + ".lock")).errorDescription ?? "",
            storeURL: url)

        #expect(refusal == "\(short) cannot be used as the store: File name too long.")
        #expect(!inUse.contains(path))
        #expect(inUse.count < 300)
    }

    private static func file(holding contents: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("StoreRefusalTests-\(UUID())")
        try Data(contents.utf8).write(to: file)
        return file
    }
}
