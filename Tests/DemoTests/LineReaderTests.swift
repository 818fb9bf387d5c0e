import Foundation
import Testing

@testable import DemoCore

@Suite(.timeLimit(.minutes(1)))
struct LineReaderTests {
    @Test("lines come from a pipe as a stream, each as soon as it has arrived")
    func readsAPipeAsAStream() throws {
        let pipe = Pipe()
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)

        pipe.fileHandleForWriting.write(Data("first\n".utf8))
        #expect(reader.nextLine() == "first")

        pipe.fileHandleForWriting.write(Data("second\r\n\nlast without an end".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(reader.nextLine() == "second")
        #expect(reader.nextLine() == "")
        #expect(reader.nextLine() == "last without an end")
        #expect(reader.nextLine() == nil)
    }

    @Test("bytes that are not UTF-8 become replacement characters instead of ending the input")
    func survivesInvalidUTF8() throws {
        let pipe = Pipe()
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)

        pipe.fileHandleForWriting.write(Data([0x66, 0xFF, 0x6F, 0x0A, 0x6F, 0x6B, 0x0A]))
        try pipe.fileHandleForWriting.close()

        #expect(reader.nextLine() == "f\u{FFFD}o")
        #expect(reader.nextLine() == "ok")
        #expect(reader.nextLine() == nil)
    }

    @Test("a script path that is a directory or does not exist is refused in one line")
    func refusesBadPaths() {
        let folder = FileManager.default.temporaryDirectory.path
        let missing = folder + "/no-such-script-\(UUID())"

        #expect(throws: DemoUsageError("cannot read the script '\(folder)': it is a directory")) {
            try LineReader(path: folder)
        }
        #expect(throws: DemoUsageError("cannot read the script '\(missing)': No such file or directory")) {
            try LineReader(path: missing)
        }
    }
}
