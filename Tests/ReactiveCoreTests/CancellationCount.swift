import Foundation

/// A counter ``WorkSpy``'s cancellation handler, which runs wherever `cancel()` is called, can bump at once.
///
/// `@unchecked Sendable` because its one integer is only touched while holding `lock`.
final class CancellationCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() {
        lock.withLock { value += 1 }
    }
}
