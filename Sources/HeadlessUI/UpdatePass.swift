import Foundation
import Observation

/// Runs the update passes: UIKit's automatic observation tracking (iOS 18 behind `UIObservationTrackingEnabled`, the
/// default in iOS 26), for ``ViewController/updateProperties()`` and ``ListCell/configurationUpdateHandler``.
///
/// A pass runs inside `withObservationTracking`, so Observation records every `@Observable` property it reads. The
/// first change to one of them calls `onChange`, once, *before* the new value is stored (willSet), and on whatever
/// thread made the change; so `onChange` only marks its object and queues it here, and reads nothing. The pass runs
/// again at the next flush point of the object's window, once however many changes came, on the main actor, after
/// the changes are stored, and tracks afresh what it reads then. UIKit runs the same pass once per turn of the main
/// run loop, before the next frame. HeadlessUI has no frames, so a *frame* here is a task the first mark schedules on
/// the main actor: it runs every pending pass of every window, on its own, as UIKit's next frame would, so a change
/// made by async work (a search that ended) reaches the screen though nobody looks. For determinism a window also has
/// flush points that run its own pending passes at once: its look-ups, `render()` and `settle()`, and the end of
/// every user event one of its widgets handles; a frame that finds nothing pending does nothing.
///
/// A flush runs the passes of the objects on screen in its window only, so that looking at one window never brings
/// another up to date. Objects are held weakly; one off screen (a popped screen, a cell in the reuse pool) keeps its
/// mark and runs when it comes back.
///
/// Passes never nest: Observation merges what a pass inside another reads into the outer one's tracking, so a screen
/// whose pass fills a list would re-run for every change to any row. A pass asked for while another runs (the rows a
/// pass reloads, a screen it pushes) runs right after it instead, on screen or not.
///
/// A model changed off the main actor must make a read wait for a change in progress (hold its lock across the
/// registrar's `withMutation`): Observation's public API reports a change only before it is stored, so a pass the main
/// actor runs meanwhile would read the old value and miss the new one. `@MainActor` models cannot meet that race.
@MainActor
enum UpdatePass {
    // MARK: - State

    /// Objects marked and not yet run, oldest first: those of windows that have not flushed since, and passes asked for
    /// during the one running.
    private static var pending: [Entry] = [] {
        didSet { hasPending = !pending.isEmpty }
    }

    /// Whether ``pending`` has entries: what the end of every user event reads. A `Bool` with a constant initial value,
    /// only ever loaded and stored, costs neither the lazy initialisation nor the exclusivity check that reading the
    /// array costs (a few per cent of a keystroke, measured on `login.keystroke`).
    private static var hasPending = false

    /// Whether a pass is running: one asked for now waits until it ends.
    private static var isRunning = false

    /// The next frame, once a mark has scheduled it: one task however many marks come before it runs.
    private(set) static var scheduledFrame: Task<Void, Never>?

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
    /// `…IfNeeded()` call; then the passes asked for while it ran. Asked for while another pass runs, it runs right
    /// after that one instead.
    static func run(_ target: some UpdatePassTarget) {
        guard !isRunning else {
            target.needsUpdatePass = true
            pending.append(Entry(target: target, isDeferred: true))
            return
        }
        perform(target)
        runPendingPasses(in: nil)
    }

    /// Marks `target` for a pass at its window's next flush point: `setNeeds…()`, or a change to what its last pass
    /// read. Several marks before it runs make one pass.
    static func setNeedsUpdate(_ target: some UpdatePassTarget) {
        guard !target.needsUpdatePass else { return }
        target.needsUpdatePass = true
        pending.append(Entry(target: target, isDeferred: false))
        scheduleFrame()
    }

    /// Queues `target` again if it was marked while off screen: it has come back (a screen shown, a list in a window).
    static func reschedule(_ target: some UpdatePassTarget) {
        guard target.needsUpdatePass else { return }
        pending.append(Entry(target: target, isDeferred: false))
    }

    /// Forgets `target`'s tracking and any pending pass: a change to what it read before now changes nothing.
    static func stopTracking(_ target: some UpdatePassTarget) {
        target.needsUpdatePass = false
        target.trackingGeneration &+= 1
    }

    /// A flush point of `window` (a look-up, `render()`, `settle()`): takes in the changes reported off the main actor,
    /// then runs the pending passes of what `window` shows.
    static func flush(_ window: Window?) {
        for change in offMainChanges.takeAll() {
            trackedValueWillChange(change.target, generation: change.generation)
        }
        runPendingPasses(in: window)
    }

    /// The end of a user event `view` handled, or of showing the screen whose view it is: runs the pending passes of
    /// what its window shows. Costs one check when nothing is pending anywhere; only then is the window looked for.
    static func runPendingPasses(inWindowOf view: View) {
        guard hasPending else { return }
        runPendingPasses(in: view.window)
    }

    /// Runs, in the order they were marked, the passes deferred by another pass and those pending on screen in
    /// `window`, and the passes they cause in turn; drops the entries of objects gone, already run or off screen, and
    /// keeps those of other windows for their own flush. Does nothing inside a pass (the flush running it goes on
    /// with the rest).
    static func runPendingPasses(in window: Window?) {
        runPendingPasses(in: .window(window))
    }

    // MARK: - Private

    /// Whose pending passes a flush runs.
    private enum Scope {
        /// Those on screen in one window (and the deferred ones): a flush point of that window.
        case window(Window?)
        /// Those on screen in any window: a frame.
        case everyWindow

        func includes(_ targetWindow: Window) -> Bool {
            switch self {
            case .window(let window): targetWindow === window
            case .everyWindow: true
            }
        }
    }

    /// Schedules the next frame unless one is scheduled: a task on the main actor, counted by no window, as UIKit's
    /// next frame belongs to no one's work. Detached, so it inherits nothing of the task that made the mark: work a
    /// pass starts is counted by its own window (``WorkTracker/current`` is a task-local), not by the window of
    /// whoever happened to mark first.
    private static func scheduleFrame() {
        guard scheduledFrame == nil else { return }
        scheduledFrame = Task.detached { @MainActor in
            // Cleared last: the marks the frame's own passes make are run by this frame's loop, not by another frame.
            defer { scheduledFrame = nil }
            for change in offMainChanges.takeAll() {
                trackedValueWillChange(change.target, generation: change.generation)
            }
            runPendingPasses(in: .everyWindow)
        }
    }

    private static func runPendingPasses(in scope: Scope) {
        guard hasPending, !isRunning else { return }
        var kept = 0
        var index = 0
        // Passes may append to `pending` as they run; the loop reaches those too.
        while index < pending.count {
            precondition(
                index < maximumPassesPerFlush,
                "HeadlessUI: \(maximumPassesPerFlush) update passes in one flush; passes keep marking each other"
            )
            let entry = pending[index]
            index += 1
            guard let target = entry.target, target.needsUpdatePass else { continue }
            if entry.isDeferred {
                perform(target)
            } else if let targetWindow = target.windowForUpdatePass {
                if scope.includes(targetWindow) {
                    perform(target)
                } else {
                    pending[kept] = entry
                    kept += 1
                }
            }
        }
        pending.removeLast(pending.count - kept)
    }

    /// One object waiting for its pass, held weakly.
    private struct Entry {
        weak var target: (any UpdatePassTarget)?

        /// A pass asked for while another ran: it runs right after that one, wherever its object is.
        let isDeferred: Bool
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
        // A `let` holding the weak reference is captured in the closure itself; `[weak target]` would box a variable
        // for it, one more allocation at every pass.
        let change = OffMainChanges.Change(target: target, generation: generation)
        return {
            if DispatchQueue.getSpecific(key: mainQueueKey) == true {
                MainActor.assumeIsolated { trackedValueWillChange(change.target, generation: change.generation) }
            } else {
                offMainChanges.add(change)
                Task.detached { @MainActor in scheduleFrame() }
            }
        }
    }

    /// Marks `target` unless it is gone or the tracking that reported the change is not its current one.
    private static func trackedValueWillChange(_ target: (any UpdatePassTarget)?, generation: UInt32) {
        guard let target, target.trackingGeneration == generation else { return }
        setNeedsUpdate(target)
    }
}
