/// The chains `reactive.setup/…` and `reactive.teardown/…` build and tear down, from long-lived sources to an
/// observer doing the `binding/direct` work: what one binding of a screen or a list row is made of.
enum ReactiveChain: String, CaseIterable {
    /// A property observed directly.
    case observe
    /// `map → skipRepeats → observe`: one derived value, like the avatar of the login screen.
    case mapSkipRepeats = "map-skiprepeats"
    /// `combineLatest → map → skipRepeats → observe`: two inputs, like the login screen's Login button.
    case combineLatestMapSkipRepeats = "combinelatest-map-skiprepeats"
}
