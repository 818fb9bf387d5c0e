import Foundation

@testable import VIPER

/// A ``LoginInteractorInput`` that records what the presenter asks and answers the look-ups from a
/// table. A login suspends its caller until the test calls ``completeLogIn()``, so a test can act while it
/// is in flight; the test plays the interactor's reports on the presenter by hand.
///
/// A login reaches the spy only once the presenter's task runs, so `await waitForLogIn()` before asserting
/// on it. A pending login, and a wait, also end when their task is cancelled, so a stuck test fails under
/// `.timeLimit` instead of hanging the run.
@MainActor
final class LoginInteractorSpy: LoginInteractorInput {
    /// One login the presenter asked for, with the raw text of both fields.
    struct LogIn: Equatable {
        let phone: String
        let code: String
    }

    /// A caller suspended in ``logIn(phone:code:)`` or ``waitForLogIn()``.
    private typealias Suspended = (id: UUID, continuation: CheckedContinuation<Void, Never>)

    private let avatars: [String: URL]
    private let remembered: String?
    private var pending: [Suspended] = []
    private var waiters: [Suspended] = []

    private(set) var avatarQueries: [String] = []
    /// Every login asked for, in order, completed or not.
    private(set) var logIns: [LogIn] = []

    /// Answers `avatars[phone]` for avatars and `remembered` for the remembered phone.
    init(avatars: [String: URL] = [:], remembered: String? = nil) {
        self.avatars = avatars
        self.remembered = remembered
    }

    func avatarURL(forPhone phone: String) -> URL? {
        avatarQueries.append(phone)
        return avatars[phone]
    }

    func rememberedPhone() -> String? {
        remembered
    }

    /// Records the login, then suspends until ``completeLogIn()`` or until its task is cancelled.
    func logIn(phone: String, code: String) async {
        logIns.append(LogIn(phone: phone, code: code))
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    pending.append((id, continuation))
                    resumeWaiters()
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resume(id, in: \.pending) }
        }
    }

    /// Returns once a login is pending (at once if one already is), or when the calling task is cancelled.
    func waitForLogIn() async {
        guard pending.isEmpty else { return }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || !pending.isEmpty {
                    continuation.resume()
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resume(id, in: \.waiters) }
        }
    }

    /// Lets the oldest pending login return. Precondition: one is pending.
    func completeLogIn() {
        precondition(!pending.isEmpty, "completeLogIn() with no pending login; await waitForLogIn() first.")
        pending.removeFirst().continuation.resume()
    }

    // MARK: - Private

    private func resumeWaiters() {
        let ready = waiters
        waiters = []
        for waiter in ready {
            waiter.continuation.resume()
        }
    }

    private func resume(
        _ id: UUID,
        in list: ReferenceWritableKeyPath<LoginInteractorSpy, [Suspended]>
    ) {
        guard let index = self[keyPath: list].firstIndex(where: { $0.id == id }) else { return }
        self[keyPath: list].remove(at: index).continuation.resume()
    }
}
