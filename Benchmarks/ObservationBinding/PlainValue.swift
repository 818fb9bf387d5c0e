/// The same value in a plain class, which Observation cannot see: what an untracked controller reads.
@MainActor
final class PlainValue: ValueSource {
    var value = 0
}
