/// Starts `work` on the main actor and runs it synchronously until its first suspension, so when this
/// returns a wait inside `work` is really waiting (not merely scheduled). Cancelling the task then
/// exercises the cancellation handler rather than the "already cancelled" shortcut.
///
/// Before `Task.immediate` (older Apple systems) the task is only scheduled, and such a test covers the
/// shortcut instead.
@MainActor
func startedUntilSuspended(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        return Task.immediate { await work() }
    }
    return Task { await work() }
}
