/// What a benchmark's check of its own work (``Benchmark/Verify``) found wrong: the screen or the target did not show
/// what the interactions should have produced. The runner names the benchmark and the stage, and the run stops.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
}

/// Throws a ``CheckFailure`` saying `problem` unless `condition` holds.
func check(_ condition: Bool, _ problem: @autoclosure () -> String) throws(CheckFailure) {
    guard condition else { throw CheckFailure(description: problem()) }
}

/// Throws a ``CheckFailure`` unless `actual` equals `expected`, saying what `what` showed instead.
func check<Value: Equatable>(_ what: String, is actual: Value, expected: Value) throws(CheckFailure) {
    guard actual == expected else {
        throw CheckFailure(
            description: "\(what) is \(String(reflecting: actual)), expected \(String(reflecting: expected))")
    }
}

/// Throws a ``CheckFailure`` unless `actual` equals `expected`, saying what `what` showed instead (nil as "nil").
func check<Value: Equatable>(_ what: String, is actual: Value?, expected: Value?) throws(CheckFailure) {
    guard actual == expected else {
        let shown = actual.map { String(reflecting: $0) } ?? "nil"
        throw CheckFailure(
            description: "\(what) is \(shown), expected \(expected.map { String(reflecting: $0) } ?? "nil")")
    }
}
