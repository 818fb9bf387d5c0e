import ReactiveCore

extension Result where Failure == ActionError<any Error> {
    /// Whether this is what `Action.execute` returns when it refuses to run: `.failure(.disabled)`.
    var isDisabled: Bool {
        guard case .failure(.disabled) = self else { return false }
        return true
    }
}
