import Foundation
import Model
import Testing

@testable import DemoCore

/// `--store flow.script` is one letter from `--script`: the refusal says which option was probably meant, and only
/// when the file reads as demo commands.
struct StoreRefusalTests {
    @Test(
        "a file whose first command line is a demo command is refused with the --script it looks like",
        arguments: ["type login.phone 13874389438\n", "\n# a comment first\n\ntap login.fillUp\n", "help"]
    )
    func scriptGetsTheSuggestion(contents: String) throws {
        let file = try Self.file(holding: contents)
        defer { try? FileManager.default.removeItem(at: file) }

        let message = StoreRefusal.message(for: .notAStore(file), storePath: "flow.script")

        #expect(message.hasPrefix("\(file.path) is not a store"))
        #expect(message.hasSuffix(" Did you mean --script flow.script?"))
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
            StoreRefusal.message(for: .notAStore(file), storePath: "Package.swift")
                == JSONFileStoreError.notAStore(file).errorDescription)
    }

    @Test("other refusals, and the default store, get the store's reason alone")
    func otherRefusalsAreTheStoresReason() throws {
        let file = try Self.file(holding: "tap login.fillUp\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let tooLarge = JSONFileStoreError.tooLarge(file, size: 45_200_000)

        #expect(StoreRefusal.message(for: tooLarge, storePath: "big.json") == tooLarge.errorDescription)
        #expect(
            StoreRefusal.message(for: .notAStore(file), storePath: nil)
                == JSONFileStoreError.notAStore(file).errorDescription)
    }

    private static func file(holding contents: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("StoreRefusalTests-\(UUID())")
        try Data(contents.utf8).write(to: file)
        return file
    }
}
