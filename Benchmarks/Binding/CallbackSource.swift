/// A source that reports each new value through one stored callback: the hand-made binding.
@MainActor
final class CallbackSource {
    var onChange: (@MainActor (Int) -> Void)?

    func send(_ value: Int) {
        onChange?(value)
    }
}
