/// An error that carries no message of its own (a transport failure, say): the user must see the generic message,
/// never its `localizedDescription`.
public struct UnexplainedError: Error, Sendable {}
