import Foundation
import Testing

@testable import DemoCore

/// The demo's output goes through ``LineWriter``: at once (a pipe carries each frame as it is drawn), and a write
/// that fails is dropped instead of ending the demo.
struct LineWriterTests {
    @Test("each line is in the pipe when write returns, with its line end; a prompt has none")
    func linesArriveAtOnce() throws {
        let pipe = Pipe()
        let writer = LineWriter(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)

        writer.write("Screen \"Login\"")
        writer.writeWithoutLineEnd("> ")
        // Nothing closed the pipe: only bytes already written can be read.
        let bytes = pipe.fileHandleForReading.availableData

        #expect(String(decoding: bytes, as: UTF8.self) == "Screen \"Login\"\n> ")
    }

    @Test("a write to a closed or full descriptor is dropped, and the writer goes on working")
    func failedWriteIsDropped() throws {
        let closed = open("/dev/null", O_WRONLY)
        close(closed)
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let pipe = Pipe()

        LineWriter(fileDescriptor: closed).write("error: unknown option or screen '--frob'")
        LineWriter(fileDescriptor: full).write("warning: the store is full")
        LineWriter(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor).write("still here")

        #expect(String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self) == "still here\n")
    }
}
