import Foundation
import Model

/// Collects what ``JSONFileStore`` reports through `onSaveFailure`.
///
/// `@unchecked Sendable` because its one array is only touched while holding `lock`.
final class SaveFailureRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [JSONFileStoreError] = []

    /// Every report, oldest first.
    var reports: [JSONFileStoreError] {
        lock.withLock { recorded }
    }

    /// The callback to hand to the store.
    func record(_ error: JSONFileStoreError) {
        lock.withLock { recorded.append(error) }
    }
}
