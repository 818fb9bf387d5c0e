/// Why ``Action/execute(_:)`` did not produce an output.
public enum ActionError<Failure: Error>: Error {
    /// The action was disabled (its enabled-if property was false, or a run was under way): nothing ran.
    case disabled
    /// The body ran and threw this error (also sent on ``Action/errors``).
    case failed(Failure)
}

extension ActionError: Equatable where Failure: Equatable {}
