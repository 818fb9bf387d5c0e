import TestSupport
import Testing

struct LeakTrackerTests {
    final class Screen {}

    @Test("an object still alive is reported with its type and where it was tracked, then not once freed")
    func reportsSurvivorThenNone() {
        let tracker = LeakTracker()
        var screen: Screen? = Screen()
        let line: UInt = #line + 1
        tracker.track(screen!)

        #expect(tracker.survivors == ["Screen (LeakTrackerTests.swift:\(line))"])

        screen = nil

        #expect(screen == nil)
        #expect(tracker.survivors.isEmpty)
    }

    @Test("the tracker does not keep objects alive, and lists survivors in tracking order")
    func weakAndOrdered() {
        let tracker = LeakTracker()
        let kept = Screen()
        let other = Screen()
        tracker.track(kept, file: "A.swift", line: 1)
        tracker.track(Screen(), file: "B.swift", line: 2)
        tracker.track(other, file: "C.swift", line: 3)

        #expect(tracker.survivors == ["Screen (A.swift:1)", "Screen (C.swift:3)"])
        withExtendedLifetime((kept, other)) {}
    }
}
