import Dispatch
import Foundation
import Observation

/// Runs the update passes: UIKit's automatic observation tracking (iOS 18 behind `UIObservationTrackingEnabled`, the
/// default in iOS 26), for ``ViewController/updateProperties()`` and ``ListCell/configurationUpdateHandler``.
///
/// A pass runs inside `withObservationTracking`, so Observation records every `@Observable` property it reads. The
/// first change to one of them calls `onChange`, once, *before* the new value is stored (willSet), and on whatever
/// thread made the change; so `onChange` only marks its object and queues it here, and reads nothing. The pass runs
/// again at the next flush point, once however many changes came, on the main actor, after the changes are stored,
/// and tracks afresh what it reads then. UIKit runs the same pass once per turn of the main run loop, before the next
/// frame; HeadlessUI has no frames, so its flush points stand in for them: a window's look-ups, `render()` and
/// `settle()`, and the end of every user event a widget handles (``runPendingPasses()``).
///
/// A model changed off the main actor must make a read wait for a change in progress (hold its lock across the
/// registrar's `withMutation`): Observation's public API reports a change only before it is stored, so a pass the main
/// actor runs meanwhile would read the old value and miss the new one. `@MainActor` models cannot meet that race.
///
/// Process-wide, as the main run loop is: a flush runs every pending pass of every window. It holds objects weakly,
/// and skips the ones that are off screen (a popped screen, a cell in the reuse pool), which run when they come back.
///
/// Passes never nest: Observation merges what a pass inside another reads into the outer one's tracking, so a screen
/// whose pass fills a list would re-run for every change to any row. A pass asked for while another runs (the rows a
/// pass reloads, a screen it pushes) runs right after it instead.
@MainActor
enum UpdatePass {
    // MARK: - State

    /// Objects marked since the last flush, oldest first; an entry whose object went, has run since or is off screen
    /// is skipped.
    private static var pending: [Entry] = []

    /// Whether a pass is running: one asked for now waits until it ends.
    private static var isRunning = false

    /// Changes Observation reported off the main actor, read at the next flush point.
    nonisolated private static let offMainChanges = OffMainChanges()

    /// Marks the main queue, which runs the main actor's work, so that `onChange` can tell whether it runs on the main
    /// actor (ReactiveSwift's `UIScheduler` asks the same way). `Thread.isMainThread` cannot: on Linux, once
    /// `dispatchMain()` has run (as `swift test` and any async `main` do), a worker thread serves the main queue.
    nonisolated private static let mainQueueKey = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// More passes than this in one flush means passes that keep marking each other, a loop UIKit reports too; stop
    /// with a message instead of hanging.
    private static let maximumPassesPerFlush = 10_000

    // MARK: - Inputs

    /// Runs `target`'s pass now, tracked: its first (a screen loading, a cell given its handler) or one asked for by an
    /// `…IfNeeded()` call. Asked for while another pass runs, it runs right after that one, on screen or not.
    static func run(_ target: some UpdatePassTarget) {
        guard !isRunning else {
            target.needsUpdatePass = true
            pending.append(Entry(target: target, runsOffScreen: true))
            return
        }
        perform(target)
        runPendingPasses()
    }

    /// Marks `target` for a pass at the next flush point: `setNeeds…()`, or a change to what its last pass read.
    static func setNeedsUpdate(_ target: some UpdatePassTarget) {
        guard !target.needsUpdatePass else { return }
        target.needsUpdatePass = true
        pending.append(Entry(target: target, runsOffScreen: false))
    }

    /// Queues `target` again if it was marked while off screen: it has come back (a screen shown, a list in a window).
    static func reschedule(_ target: some UpdatePassTarget) {
        guard target.needsUpdatePass else { return }
        pending.append(Entry(target: target, runsOffScreen: false))
    }

    /// Forgets `target`'s tracking and any pending pass: a change to what it read before now changes nothing.
    static func stopTracking(_ target: some UpdatePassTarget) {
        target.needsUpdatePass = false
        target.trackingGeneration &+= 1
    }

    /// A window's flush point: takes in the changes reported off the main actor, then runs every pending pass.
    static func flush() {
        for change in offMainChanges.takeAll() {
            trackedValueWillChange(change.target, generation: change.generation)
        }
        runPendingPasses()
    }

    /// The end of a user event: runs every pending pass, and those they cause, in the order they were marked. Does
    /// nothing inside a pass (the flush running it goes on with the rest) and costs one check when nothing is pending.
    ///
    /// Work a pass dispatches is counted by its own screen's window: the counted work that happened to reach a flush
    /// point (another window's button handler, say) must not lend it its ``WorkTracker``.
    static func runPendingPasses() {
        guard !isRunning, !pending.isEmpty else { return }
        if WorkTracker.current == nil {
            runPendingPassesInOrder()
        } else {
            WorkTracker.$current.withValue(nil) { runPendingPassesInOrder() }
        }
    }

    // MARK: - Private

    private static func runPendingPassesInOrder() {
        var index = 0
        while index < pending.count {
            precondition(
                index < maximumPassesPerFlush,
                "HeadlessUI: \(maximumPassesPerFlush) update passes in one flush; passes keep marking each other"
            )
            let entry = pending[index]
            index += 1
            guard let target = entry.target, target.needsUpdatePass,
                entry.runsOffScreen || target.isOnScreenForUpdatePass
            else { continue }
            perform(target)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// One object waiting for its pass, held weakly.
    private struct Entry {
        weak var target: (any UpdatePassTarget)?

        /// A first pass deferred by another pass: runs whether or not its object is on screen.
        let runsOffScreen: Bool
    }

    /// Runs `target`'s pass inside `withObservationTracking`; its `onChange` knows the object only weakly.
    private static func perform(_ target: some UpdatePassTarget) {
        target.needsUpdatePass = false
        target.trackingGeneration &+= 1
        let generation = target.trackingGeneration
        isRunning = true
        defer { isRunning = false }
        // `onChange` is an autoclosure: Observation makes the closure only when the pass read something to track, so a
        // pass that reads nothing observable (every style but MVVMObservation) allocates nothing here.
        withObservationTracking(
            { target.runUpdatePass() },
            onChange: onChange(of: target, generation: generation)
        )
    }

    /// What Observation calls, once, before the first change to anything the pass read is stored, on the thread that
    /// makes it: marks the object on the main actor, or leaves it for the next flush point from any other thread.
    /// Made outside the main actor, so that Observation may call it from any thread.
    nonisolated private static func onChange(
        of target: any UpdatePassTarget,
        generation: UInt32
    ) -> @Sendable () -> Void {
        { [weak target] in
            if DispatchQueue.getSpecific(key: mainQueueKey) == true {
                MainActor.assumeIsolated { trackedValueWillChange(target, generation: generation) }
            } else {
                offMainChanges.add(target, generation: generation)
            }
        }
    }

    /// Marks `target` unless it is gone or the tracking that reported the change is not its current one.
    private static func trackedValueWillChange(_ target: (any UpdatePassTarget)?, generation: UInt32) {
        guard let target, target.trackingGeneration == generation else { return }
        setNeedsUpdate(target)
    }
}
