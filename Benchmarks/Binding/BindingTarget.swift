/// The end of every `binding/*` benchmark: a widget-like object whose state a binding keeps current.
///
/// Every mechanism does the same work — derive a `Bool` from the source's `Int` with ``isEnabled(for:)`` and
/// store it here — so the ratios between them measure the mechanism, not the work.
@MainActor
final class BindingTarget {
    var isEnabled = false

    /// Runs `updates` (which must end with the one for `lastValue`) and stops the run unless that update
    /// arrived: a binding that silently did nothing (a weak reference gone nil, say) must not report a
    /// flattering number. The result goes to ``blackHole(_:)``.
    func expectDelivery(of lastValue: Int, from updates: () -> Void) {
        let expected = Self.isEnabled(for: lastValue)
        isEnabled = !expected
        updates()
        precondition(isEnabled == expected, "the update for \(lastValue) did not reach the target")
        blackHole(isEnabled)
    }

    /// The derivation every binding performs. It alternates with the value, so a `skipRepeats` on the way never
    /// skips and every update reaches the target.
    static func isEnabled(for value: Int) -> Bool {
        value & 1 == 0
    }
}
