/// A count Observation cannot see: a plain class, not `@Observable`, so a pass that reads it must be asked for by hand.
@MainActor
final class PlainCounter {
    var count = 0
}
