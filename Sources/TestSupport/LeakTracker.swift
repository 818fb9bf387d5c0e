import Foundation
import HeadlessUI
import Testing

/// Remembers objects weakly and tells which are still alive, so a test can prove a screen and everything it
/// started are freed.
///
/// A suite marked ``Testing/Trait/leakChecked`` gives every test a fresh tracker (``current``); `makeSUT` hands it
/// what it builds with ``trackForLeaks(_:sourceLocation:)``, and when the test returns the trait ends the spies'
/// requests nothing can end any more (``endStrandedRequests()``), waits for the work of every tracked window, then
/// records an issue for each tracked object still alive. The tracker finds a screen's parts itself: from each object
/// it is given it follows every stored property (through `Mirror`, private ones included) to the objects of the app's
/// own modules — presenters, view models, interactors, routers, widgets, cells, reactive nodes — so production code
/// needs no test-only visibility. Services and test doubles from `Model` and `TestSupport` are not followed: the test
/// holds them on purpose.
///
/// `@unchecked Sendable` because its mutable arrays are only touched while holding `lock`, and the boxes hold
/// their objects weakly (weak loads are atomic); the work trackers it waits for are only touched on the main actor.
public final class LeakTracker: @unchecked Sendable {
    /// The tracker of the running test, set by the ``Testing/Trait/leakChecked`` trait.
    @TaskLocal public static var current: LeakTracker?

    private final class WeakBox {
        weak var object: AnyObject?
        let label: String
        let sourceLocation: SourceLocation

        init(object: AnyObject, label: String, sourceLocation: SourceLocation) {
            self.object = object
            self.label = label
            self.sourceLocation = sourceLocation
        }
    }

    /// Modules whose objects are not the unit's own: the standard library, Foundation, the shared Model and the
    /// test doubles a test keeps on purpose.
    private static let foreignModules: Set<Substring> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "Dispatch", "Model", "TestSupport", "Testing", "XCTest", "__C",
    ]

    private let lock = NSLock()
    private var boxes: [WeakBox] = []
    private var boxesByID: [ObjectIdentifier: WeakBox] = [:]
    nonisolated(unsafe) private var workTrackers: [WorkTracker] = []
    /// Objects never tracked: the work trackers this tracker keeps to wait for them.
    private var ignored: Set<ObjectIdentifier> = []
    /// The spies' request queues made during the test, held weakly; only touched on the main actor.
    nonisolated(unsafe) private var requestQueues: [WatchedRequests] = []

    /// A spy's queue of requests completed by hand, seen through what ``endStrandedRequests()`` needs of it.
    private struct WatchedRequests {
        let owner: String
        let pendingCount: @MainActor () -> Int
        let cancelAll: @MainActor () -> Void
    }

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Descriptions ("LoginPresenter (tracked at LoginPresenterTests.swift:42)") of tracked objects still alive, in
    /// tracking order.
    public var survivors: [String] {
        lock.withLock { boxes.filter { $0.object != nil }.map(\.label) }
    }

    /// Starts watching `object` alone, without retaining it.
    public func track(_ object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        let label = "\(type(of: object)) (tracked at \(sourceLocation.fileName):\(sourceLocation.line))"
        let box = WeakBox(object: object, label: label, sourceLocation: sourceLocation)
        lock.withLock {
            guard !ignored.contains(ObjectIdentifier(object)) else { return }
            // An identifier is only unique among live objects: a freed object's may be reused by a new one.
            if let tracked = boxesByID[ObjectIdentifier(object)], tracked.object === object { return }
            boxesByID[ObjectIdentifier(object)] = box
            boxes.append(box)
        }
    }

    /// Watches `root` and every object of the app's own modules reachable from it through stored properties.
    public func trackGraph(from root: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        var visited: Set<ObjectIdentifier> = []
        visit(root, visited: &visited, sourceLocation: sourceLocation)
    }

    /// Watches everything a window shows — the window, its HUD and toast, its navigation stack, every screen with
    /// its view tree, navigation item and the roles it holds — and waits for the window's work in ``settle()``.
    @MainActor
    public func trackEverything(in window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
        lock.withLock {
            workTrackers.append(window.work)
            ignored.insert(ObjectIdentifier(window.work))
        }
        track(window, sourceLocation: sourceLocation)
        track(window.hud, sourceLocation: sourceLocation)
        track(window.toast, sourceLocation: sourceLocation)
        // The stack, its screens, their views and navigation items, and the roles they hold are all stored
        // properties of HeadlessUI's and the app's objects: one walk from the navigation controller reaches them.
        trackGraph(from: window.navigationController, sourceLocation: sourceLocation)
    }

    /// Watches `requests`, a spy's queue, for requests still pending when the test returns.
    @MainActor
    func watch<Request, Value>(_ requests: PendingRequests<Request, Value>) {
        let owner = requests.owner
        weak let requests = requests
        let watched = WatchedRequests(
            owner: owner,
            pendingCount: { requests?.pendingCount ?? 0 },
            cancelAll: { requests?.cancelAll() })
        lock.withLock { requestQueues.append(watched) }
    }

    /// Ends the spies' requests nobody can end any more, recording an issue for each spy that still held some.
    ///
    /// Once the test has returned, no one completes a spy's request: one still pending after the main actor has run
    /// what was already queued (a cancellation reaches a spy through a hop to it) waits for ever, and so would the
    /// work that made it and ``settle()`` behind that work, until the test's time limit — a minute of waiting to
    /// learn what the test's own failure, or this issue, says at once. So each spy left holding requests is reported
    /// (the work that made them was neither answered nor cancelled) and its requests end with `CancellationError`,
    /// which lets that work end and the leak check go on. ``LeakCheckTrait`` calls this between the test and
    /// ``settle()``.
    @MainActor
    public func endStrandedRequests() async {
        let queues = lock.withLock { requestQueues }
        var turns = 0
        while queues.contains(where: { $0.pendingCount() > 0 }), turns < 100, !Task.isCancelled {
            await Task.yield()
            turns += 1
        }
        for queue in queues where queue.pendingCount() > 0 {
            Issue.record(
                """
                \(queue.owner) still had \(queue.pendingCount()) request(s) pending when the test returned: the work \
                that made them was neither answered by the test nor cancelled; they are cancelled now
                """)
            queue.cancelAll()
        }
    }

    /// Returns when the work of every window tracked with ``trackEverything(in:sourceLocation:)`` has ended (the
    /// window need not be alive), or when the calling task is cancelled. Then, while something tracked is still
    /// alive, it lets the main actor run what is already queued, a bounded number of turns: work that is no window's —
    /// a run that a released view model's lifetime cancelled — ends a few turns after its cancellation, and only then
    /// lets go of what it held. Nothing is timed: it waits for work already scheduled, never for the clock.
    @MainActor
    public func settle() async {
        for work in lock.withLock({ workTrackers }) {
            await work.settle()
        }
        var turns = 0
        while !survivors.isEmpty, turns < 100, !Task.isCancelled {
            await Task.yield()
            turns += 1
        }
    }

    /// Records an issue for every tracked object still alive, at the place it was tracked.
    public func recordSurvivors() {
        let alive = lock.withLock { boxes.filter { $0.object != nil } }
        for box in alive {
            Issue.record(
                "\(box.label) is still alive: something keeps it (a retain cycle, or work not ended)",
                sourceLocation: box.sourceLocation)
        }
    }

    // MARK: - Private

    private func visit(_ value: Any, visited: inout Set<ObjectIdentifier>, sourceLocation: SourceLocation) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted, isOwn(type(of: object)) else { return }
            track(object, sourceLocation: sourceLocation)
        } else if mirror.displayStyle != .optional, mirror.displayStyle != .collection,
            mirror.displayStyle != .dictionary, mirror.displayStyle != .set, mirror.displayStyle != .tuple,
            !isOwn(type(of: value))
        {
            return
        }
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children {
                visit(child.value, visited: &visited, sourceLocation: sourceLocation)
            }
            level = current.superclassMirror
        }
    }

    private func isOwn(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        guard let module = name.split(separator: ".", maxSplits: 1).first else { return false }
        return !Self.foreignModules.contains(module) && !name.hasPrefix("(")
    }
}

/// Hands `objects` — and every object of the app's own modules they hold — to the running test's leak tracker,
/// which checks they are all freed when the test ends. Records an issue when the test has no tracker (its suite
/// lacks the ``Testing/Trait/leakChecked`` trait), so a forgotten check cannot pass silently.
public func trackForLeaks(_ objects: AnyObject..., sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracker.current else {
        Issue.record("trackForLeaks needs the .leakChecked trait on the suite", sourceLocation: sourceLocation)
        return
    }
    for object in objects {
        tracker.trackGraph(from: object, sourceLocation: sourceLocation)
    }
}

/// Hands everything `window` shows to the running test's leak tracker (see ``trackForLeaks(_:sourceLocation:)``);
/// the check at the end of the test waits for the window's work first.
@MainActor
public func trackForLeaks(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracker.current else {
        Issue.record("trackForLeaks needs the .leakChecked trait on the suite", sourceLocation: sourceLocation)
        return
    }
    tracker.trackEverything(in: window, sourceLocation: sourceLocation)
}
