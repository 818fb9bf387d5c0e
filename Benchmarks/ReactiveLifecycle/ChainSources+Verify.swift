extension ChainSources {
    /// Changes ``first`` and throws a ``CheckFailure`` unless the chains observing these sources brought the change to
    /// the target: the check of a chain just built.
    func verifyDelivery() throws(CheckFailure) {
        first.value &+= 1
        try target.verifyShows(lastValue: first.value &+ second.value)
    }

    /// Changes ``first`` and throws a ``CheckFailure`` if anything brought the change to the target: every chain torn
    /// down stopped observing.
    func verifyNothingObserves() throws(CheckFailure) {
        let value = first.value &+ second.value
        target.isEnabled = BindingTarget.isEnabled(for: value)
        first.value &+= 1
        try check(
            target.isEnabled == BindingTarget.isEnabled(for: value),
            "a chain torn down still delivered a change of its source"
        )
    }
}
