extension BindingTarget {
    /// Throws a ``CheckFailure`` unless this target shows what a binding derives from `value`: the check of a benchmark
    /// whose loop sends numbered values, given the last one sent.
    func verifyShows(lastValue value: Int) throws(CheckFailure) {
        try check("the target after the update for \(value)", is: isEnabled, expected: Self.isEnabled(for: value))
    }

    /// Sends two more values through `send`, whose derived values differ, and throws a ``CheckFailure`` unless each
    /// reaches this target: the check of a binding whose loop sends no numbered values (it still delivers).
    func verifyDelivers(through send: (Int) -> Void) throws(CheckFailure) {
        for value in 1...2 {
            send(value)
            try verifyShows(lastValue: value)
        }
    }
}
