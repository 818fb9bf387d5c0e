import Observation

/// A small `@Observable` model a tracked screen or cell reads: a count and a text, changed by the test.
@Observable
@MainActor
final class CounterModel {
    var count = 0
    var text: String

    init(text: String = "") {
        self.text = text
    }
}
