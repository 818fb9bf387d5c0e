extension UndisposedChurn {
    /// Throws a ``CheckFailure`` if the last round's source outlived the round: its chain and its undisposed
    /// observation kept it alive.
    func verifySourcesFreed() throws(CheckFailure) {
        try check(lastSource == nil, "a chain nobody held kept its source alive after its round")
    }
}
