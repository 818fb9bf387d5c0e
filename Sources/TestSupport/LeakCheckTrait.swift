import Testing

/// Checks for leaks at the end of every test of a suite: the test runs with a fresh ``LeakTracker`` as
/// ``LeakTracker/current``; when it returns (its locals released), the trait reports and cancels the spies' requests
/// nothing can end any more, waits for the tracked windows' work to end, then records an issue for every tracked
/// object still alive.
///
/// EssentialFeed's habit of leak-tracking every `makeSUT`, as a Swift Testing trait: `@Suite(.leakChecked)`.
public struct LeakCheckTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test and test case of the suite.
    public var isRecursive: Bool { true }

    /// Scopes each test case, not the suite itself: every case gets its own tracker.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a fresh tracker, then checks what it tracked is freed once the tracked work has ended.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = LeakTracker()
        var failure: (any Error)?
        do {
            try await LeakTracker.$current.withValue(tracker) { try await function() }
        } catch {
            failure = error
        }
        await tracker.endStrandedRequests()
        await tracker.settle()
        tracker.recordSurvivors()
        if let failure { throw failure }
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Every test of the suite ends with a leak check of what its `makeSUT` handed to
    /// ``trackForLeaks(_:sourceLocation:)``.
    public static var leakChecked: Self { LeakCheckTrait() }
}
