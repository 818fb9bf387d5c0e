/// One input of a `combineLatest` property: its registration in that input's list, which puts each value it
/// receives into the combined value (`merge`, e.g. replacing the first of the pair).
///
/// ``CombineLatestNode`` owns it and registers it on the second source; ownership as in ``MapNode``.
@usableFromInline
final class CombinedInput<Input, Output>: Registration<Input> {
    /// The combined property; not owning, as in ``MapNode``.
    @usableFromInline let target: Unretained<Property<Output>>

    /// Replaces this input's part of the combined value. Captures nothing, so it allocates nothing.
    @usableFromInline let merge: @MainActor (Output, Input) -> Output

    @inlinable
    init(target: Property<Output>, merge: @escaping @MainActor (Output, Input) -> Output) {
        self.target = Unretained(target)
        self.merge = merge
        super.init { registration, value in
            let input = unsafeDowncast(registration, to: CombinedInput.self)
            // Each input reads the other's latest value from the combined property itself, so neither
            // source refers to the other.
            input.target.borrow { $0.update(input.merge($0.storedValue, value)) }
        }
    }
}
