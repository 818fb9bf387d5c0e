import Foundation
import Model
import Testing

/// What the file store does with paths that are not a plain regular file: it refuses what is not a file and
/// leaves it exactly as it is, follows symbolic links, and reports a store it cannot write once.
struct JSONFileStorePathTests {
    @Test("a directory is refused, never moved, and nothing is created beside it")
    func directoryIsRefused() throws {
        let folder = try StoreFolder()
        let directory = folder.path("a folder")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: directory.appendingPathComponent("inside.txt"))

        #expect(throws: JSONFileStoreError.notARegularFile(directory, kind: .directory)) {
            try JSONFileStore(checking: directory)
        }

        #expect(StoreFolder.fileType(of: directory) == mode_t(S_IFDIR))
        #expect(try folder.allContents() == ["a folder"])
        #expect(try String(contentsOf: directory.appendingPathComponent("inside.txt"), encoding: .utf8) == "keep me")
    }

    @Test("opened without checking, a directory is left alone: reads find nothing and every save throws")
    func uncheckedDirectoryIsLeftAlone() throws {
        let folder = try StoreFolder()
        let directory = folder.path("a folder")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)

        let sut = JSONFileStore(url: directory)

        #expect(sut.recovery == nil)
        #expect(throws: JSONFileStoreError.notARegularFile(directory, kind: .directory)) {
            try sut.setValue("13874389438", forKey: "login.lastPhone")
        }
        #expect(StoreFolder.fileType(of: directory) == mode_t(S_IFDIR))
        #expect(try folder.allContents() == ["a folder"])
    }

    @Test("a FIFO is refused without waiting for a writer, and stays a FIFO")
    func fifoIsRefused() throws {
        let folder = try StoreFolder()
        try #require(mkfifo(folder.file.path, 0o600) == 0)

        #expect(throws: JSONFileStoreError.notARegularFile(folder.file, kind: .fifo)) {
            try JSONFileStore(checking: folder.file)
        }
        #expect(throws: JSONFileStoreError.notARegularFile(folder.file, kind: .fifo)) {
            try JSONFileStore(url: folder.file).setValue(1, forKey: "saved")
        }

        #expect(StoreFolder.fileType(of: folder.file) == mode_t(S_IFIFO))
        #expect(try folder.allContents() == ["store.json"])
    }

    @Test(
        "a character device such as /dev/null is refused and left where it is",
        .enabled(
            if: StoreFolder.canMakeDeviceNodes || getuid() != 0,
            "root without the right to make a device node: the machine's /dev/null is not risked"
        )
    )
    func deviceIsRefused() throws {
        let folder = try StoreFolder()
        // A node of our own with the null device's numbers, so that a regression (the old store renamed a device
        // it could not decode) could only ever harm a file in a temporary folder. Without the right to make one,
        // the real /dev/null, but only when not root: then no store, however broken, can rename it.
        let device = try #require(
            folder.makeNullDevice(named: "null") ?? (getuid() != 0 ? URL(fileURLWithPath: "/dev/null") : nil))

        #expect(throws: JSONFileStoreError.notARegularFile(device, kind: .characterDevice)) {
            try JSONFileStore(checking: device)
        }

        #expect(StoreFolder.fileType(of: device) == mode_t(S_IFCHR))
        #expect(try folder.allContents().allSatisfy { $0 == "null" })
    }

    @Test("a symbolic link is followed: its target is written and the link stays a link")
    func symbolicLinkIsWrittenThrough() throws {
        let folder = try StoreFolder()
        try Data(#"{"kept": 1}"#.utf8).write(to: folder.path("real.json"))
        try folder.link("store.json", to: "real.json")

        let sut = try JSONFileStore(checking: folder.file)
        try sut.setValue("13874389438", forKey: "login.lastPhone")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file.path) == "real.json")
        let target = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.path("real.json"))) as? NSDictionary
        #expect(target == ["kept": 1, "login.lastPhone": "13874389438"])
        #expect(try folder.allContents() == ["real.json", "real.json.lock", "store.json"])
    }

    @Test("a chain of links, relative and absolute, to a file that does not exist yet creates that file")
    func danglingLinkChainCreatesItsTarget() throws {
        let folder = try StoreFolder()
        try FileManager.default.createDirectory(at: folder.path("data"), withIntermediateDirectories: false)
        try folder.link("data/current.json", to: "../real.json")
        try folder.link("store.json", to: folder.path("data/current.json").path)

        try JSONFileStore(checking: folder.file).setValue(7, forKey: "saved")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file.path).hasSuffix("current.json"))
        #expect(JSONFileStore(url: folder.path("real.json")).value(Int.self, forKey: "saved") == 7)
        #expect(try folder.contents() == ["data", "real.json", "store.json"])
    }

    @Test("a corrupt file behind a link is moved aside beside the target, and the link is kept")
    func corruptTargetIsMovedAsideAndTheLinkKept() throws {
        let folder = try StoreFolder()
        try Data("{ not json".utf8).write(to: folder.path("real.json"))
        try folder.link("store.json", to: "real.json")

        let sut = try JSONFileStore(checking: folder.file)
        try sut.setValue(1, forKey: "saved")

        let movedTo = try #require(sut.recovery?.movedTo)
        #expect(movedTo.lastPathComponent.hasPrefix("real.json.corrupt-"))
        #expect(try Data(contentsOf: movedTo) == Data("{ not json".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file.path) == "real.json")
        #expect(JSONFileStore(url: folder.file).value(Int.self, forKey: "saved") == 1)
    }

    @Test("a link to a directory is refused, and so is a link loop")
    func linkToDirectoryAndLinkLoopAreRefused() throws {
        let folder = try StoreFolder()
        try folder.link("to-folder.json", to: ".")
        try folder.link("loop-a.json", to: "loop-b.json")
        try folder.link("loop-b.json", to: "loop-a.json")

        #expect(throws: JSONFileStoreError.notARegularFile(folder.path("to-folder.json"), kind: .directory)) {
            try JSONFileStore(checking: folder.path("to-folder.json"))
        }
        #expect(throws: JSONFileStoreError.self) {
            try JSONFileStore(checking: folder.path("loop-a.json"))
        }
        #expect(try folder.allContents() == ["loop-a.json", "loop-b.json", "to-folder.json"])
    }

    @Test("a store that cannot be written is reported once, in one line, and keeps its values in memory")
    func unwritableStoreIsReportedOnce() throws {
        let folder = try StoreFolder()
        let file = folder.path("sub/store.json")
        let recorder = SaveFailureRecorder()
        let sut = try JSONFileStore(checking: file, onSaveFailure: recorder.record)
        // A regular file where the store's folder should be: no user, root included, can write below it.
        try Data().write(to: folder.path("sub"))

        for attempt in 1...3 {
            #expect(throws: JSONFileStoreError.self) { try sut.setValue(attempt, forKey: "attempt") }
        }

        #expect(recorder.reports.count == 1)
        let message = try #require(recorder.reports.first?.errorDescription)
        #expect(message.contains("sub/store.json"))
        #expect(!message.contains("\n"))
        #expect(sut.value(Int.self, forKey: "attempt") == 3)
    }

    @Test(
        "a store whose mode lets nobody write it (0444) is never replaced, even by root: reported once, kept in memory")
    func readOnlyFileIsNeverReplaced() throws {
        let folder = try StoreFolder()
        try folder.write(#"{"kept": 1}"#)
        // The folder stays writable: a rename over the file would only need that, and the file itself is read-only.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.file.path)
        let recorder = SaveFailureRecorder()
        let sut = try JSONFileStore(checking: folder.file, onSaveFailure: recorder.record)

        for attempt in 1...2 {
            #expect(throws: JSONFileStoreError.readOnly(folder.file)) { try sut.setValue(attempt, forKey: "attempt") }
        }

        #expect(recorder.reports == [.readOnly(folder.file)])
        #expect(sut.value(Int.self, forKey: "attempt") == 2)
        #expect(sut.value(Int.self, forKey: "kept") == 1)
        #expect(try String(contentsOf: folder.file, encoding: .utf8) == #"{"kept": 1}"#)
        #expect(try permissions(of: folder.file) == 0o444)
    }

    @Test(
        "a store whose lock another demo holds is not waited on: the save says so, naming the lock, and changes nothing"
    )
    func lockHeldByAnotherDemo() throws {
        let folder = try StoreFolder()
        try folder.write(#"{"kept": 1}"#)
        let lockFile = folder.path("store.json.lock")
        // flock locks belong to an open file description: one opened here excludes the store as another process would.
        let holder = open(lockFile.path, O_RDWR | O_CREAT, 0o600)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let recorder = SaveFailureRecorder()
        let sut = try JSONFileStore(checking: folder.file, lockTimeout: .zero, onSaveFailure: recorder.record)

        #expect(throws: JSONFileStoreError.inUse(folder.file, lockFile: lockFile)) {
            try sut.setValue(2, forKey: "new")
        }

        #expect(recorder.reports == [.inUse(folder.file, lockFile: lockFile)])
        let message = try #require(recorder.reports.first?.errorDescription)
        #expect(message.contains("in use by another demo"))
        #expect(message.contains(lockFile.path))
        #expect(sut.value(Int.self, forKey: "new") == 2)
        #expect(try String(contentsOf: folder.file, encoding: .utf8) == #"{"kept": 1}"#)

        flock(holder, LOCK_UN)
        try sut.setValue(3, forKey: "new")
        #expect(JSONFileStore(url: folder.file).value(Int.self, forKey: "new") == 3)
    }

    @Test("once saving works again, the next failure is reported again")
    func failureAfterRecoveryIsReportedAgain() throws {
        let folder = try StoreFolder()
        let blocker = folder.path("sub")
        let recorder = SaveFailureRecorder()
        let sut = try JSONFileStore(checking: folder.path("sub/store.json"), onSaveFailure: recorder.record)
        try Data().write(to: blocker)
        try? sut.setValue(1, forKey: "first")
        try FileManager.default.removeItem(at: blocker)

        try sut.setValue(2, forKey: "second")
        try FileManager.default.removeItem(at: blocker)
        try Data().write(to: blocker)
        try? sut.setValue(3, forKey: "third")

        #expect(recorder.reports.count == 2)
    }

    @Test("opening a store whose file does not exist yet creates nothing, not even its lock file")
    func openingAMissingFileCreatesNothing() throws {
        let folder = try StoreFolder()

        let sut = try JSONFileStore(checking: folder.file)

        #expect(sut.value(Int.self, forKey: "anything") == nil)
        #expect(try folder.allContents().isEmpty)
    }

    @Test("a new store file is private to its owner; an existing one keeps its permissions")
    func permissions() throws {
        let folder = try StoreFolder()
        try JSONFileStore(checking: folder.file).setValue(1, forKey: "new")
        let shared = folder.path("shared.json")
        try Data("{}".utf8).write(to: shared)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: shared.path)
        try JSONFileStore(checking: shared).setValue(1, forKey: "kept")

        #expect(try permissions(of: folder.file) == 0o600)
        #expect(try permissions(of: shared) == 0o644)
    }

    @Test(
        "a regular file it may not read is left in place, reported, and never overwritten",
        .enabled(if: getuid() != 0, "root reads every file, so the file cannot be made unreadable")
    )
    func unreadableFileIsLeftInPlace() throws {
        let folder = try StoreFolder()
        try folder.write(#"{"kept": 1}"#)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.file.path) }

        let sut = try JSONFileStore(checking: folder.file)

        #expect(sut.recovery?.reason == .unreadable)
        #expect(sut.recovery?.movedTo == nil)
        #expect(throws: JSONFileStoreError.self) { try sut.setValue(2, forKey: "new") }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.file.path)
        #expect(try String(contentsOf: folder.file, encoding: .utf8) == #"{"kept": 1}"#)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
