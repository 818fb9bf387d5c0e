extension Churn {
    /// Changes the source, and back, and throws a ``CheckFailure`` if anything brought the change to the target: every
    /// round's chain stopped observing when its round ended.
    func verifyNothingObserves() throws(CheckFailure) {
        let value = source.value
        target.isEnabled = BindingTarget.isEnabled(for: value)
        source.value = value &+ 1
        let delivered = target.isEnabled == BindingTarget.isEnabled(for: value &+ 1)
        // The next round carries on from the value the rounds left.
        source.value = value
        try check(!delivered, "a round's chain still delivered a change of its source after the round")
    }
}
