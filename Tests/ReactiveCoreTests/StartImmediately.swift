/// Starts `operation` on the main actor and runs it synchronously up to its first suspension, so that when this
/// returns an action's run is really under way and its in-flight state can be read without waiting.
///
/// Before `Task.immediate` (Apple platforms before the 26 releases) the task is only scheduled; tests that read an
/// in-flight state right after starting then see the state before the run.
@MainActor
func startImmediately<Success: Sendable>(
    _ operation: @escaping @MainActor () async -> Success
) -> Task<Success, Never> {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        return Task.immediate(operation: operation)
    }
    return Task(operation: operation)
}
