import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the demo's lines straight to a file descriptor — standard output or standard error — with no buffer in
/// between, and shrugs off a write that fails.
///
/// No buffer: `print` buffers whatever is not a terminal, so `Demo | tee session.log` showed nothing until the end —
/// not the in-flight frame, the point of the demo, and nothing at all from a run that was killed. Each line written
/// here is in the pipe when the call returns, so every frame arrives as it is drawn and the prompt before each read.
///
/// A failed write is dropped, as `print` drops one to a closed standard output: `FileHandle.write` traps on a
/// closed or full descriptor, which made `Demo --frob 2>&-` die of an illegal instruction instead of exiting 2.
public struct LineWriter: Sendable {
    /// The demo's output: frames, the trace, help.
    public static let standardOutput = LineWriter(fileDescriptor: STDOUT_FILENO)
    /// Errors, warnings and notes about the run itself.
    public static let standardError = LineWriter(fileDescriptor: STDERR_FILENO)

    private let descriptor: Int32

    /// A writer to `descriptor`, which it never closes.
    public init(fileDescriptor descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `line` and a line end.
    public func write(_ line: String) {
        writeWithoutLineEnd(line + "\n")
    }

    /// Writes `text` as it is: a prompt that waits on the same line.
    public func writeWithoutLineEnd(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                guard errno == EINTR else { return }
                continue
            }
            offset += written
        }
    }

    // MARK: - Private

    /// The system's `write(2)`, which this type's own `write(_:)` hides.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
