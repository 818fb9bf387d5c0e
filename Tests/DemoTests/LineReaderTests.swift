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
        #expect(try reader.nextLine() == "first")

        pipe.fileHandleForWriting.write(Data("second\r\n\nlast without an end".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(try reader.nextLine() == "second")
        #expect(try reader.nextLine() == "")
        #expect(try reader.nextLine() == "last without an end")
        #expect(try reader.nextLine() == nil)
    }

    @Test("bytes that are not UTF-8 become replacement characters instead of ending the input")
    func survivesInvalidUTF8() throws {
        let pipe = Pipe()
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)

        pipe.fileHandleForWriting.write(Data([0x66, 0xFF, 0x6F, 0x0A, 0x6F, 0x6B, 0x0A]))
        try pipe.fileHandleForWriting.close()

        #expect(try reader.nextLine() == "f\u{FFFD}o")
        #expect(try reader.nextLine() == "ok")
        #expect(try reader.nextLine() == nil)
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

    @Test("a script path of 5,000 characters is named by its first 40 and its last 30 characters")
    func longScriptPathIsShortened() {
        let missing = "/tmp/" + String(repeating: "d", count: 4_960) + "/flow.script"

        #expect(
            throws: DemoUsageError(
                "cannot read the script '/tmp/\(String(repeating: "d", count: 35))…\(String(repeating: "d", count: 18))"
                    + "/flow.script' (\(missing.count) characters): File name too long")
        ) {
            try LineReader(path: missing)
        }
    }

    @Test(
        "a 10 MB line is refused by its number as soon as it passes 1 MiB, never held whole, and the next line is read")
    func lineLongerThanTheLimitIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("LineReaderTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        let long = Data(repeating: UInt8(ascii: "x"), count: 10_000_000)
        try (Data("show\n".utf8) + long + Data("\r\nquit\n".utf8)).write(to: file)
        let reader = try LineReader(path: file.path)
        #expect(try reader.nextLine() == "show")

        #expect(throws: LineTooLongError(lineNumber: 2)) { try reader.nextLine() }
        #expect(reader.bufferedByteCount <= LineReader.maximumLineLength + LineReader.readSize)

        #expect(try reader.nextLine() == "quit")
        #expect(try reader.nextLine() == nil)
    }

    @Test("a line of exactly 1 MiB is read whole, and a last line past the limit without an end is refused")
    func lineAtTheLimitIsRead() throws {
        let pipe = Pipe()
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(repeating: UInt8(ascii: "a"), count: LineReader.maximumLineLength))
            pipe.fileHandleForWriting.write(Data("\n".utf8))
            pipe.fileHandleForWriting.write(Data(repeating: UInt8(ascii: "b"), count: LineReader.maximumLineLength + 1))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()

        #expect(try reader.nextLine()?.utf8.count == LineReader.maximumLineLength)
        #expect(throws: LineTooLongError(lineNumber: 2)) { try reader.nextLine() }
        #expect(try reader.nextLine() == nil)
    }

    @Test("the limit the messages state is the limit the reader keeps")
    func statedLimitIsTheLimit() {
        #expect(LineReader.maximumLineLengthText == "1 MiB")
        #expect(LineReader.maximumLineLength == 1 << 20)
        #expect(LineTooLongError(lineNumber: 7).message.hasPrefix("line 7 is longer than 1 MiB"))
    }
}
