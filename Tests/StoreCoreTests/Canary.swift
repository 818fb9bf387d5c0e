/// An object whose only job is to be captured by a closure, so a test can tell, through a weak reference, that the
/// closure was freed.
final class Canary: Sendable {}
