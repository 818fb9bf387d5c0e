import Foundation

/// Remembers objects weakly and tells which are still alive, so a test can prove a screen is freed.
///
/// Register every object of the unit under test with ``track(_:file:line:)``, release them, let the work
/// end, then expect ``survivors`` to be empty.
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`, and the
/// boxes hold their objects weakly (weak loads are atomic); that lets a non-isolated test helper or a
/// `deinit` use it from any thread.
public final class LeakTracker: @unchecked Sendable {
    private final class WeakBox {
        weak var object: AnyObject?
        let label: String

        init(object: AnyObject, label: String) {
            self.object = object
            self.label = label
        }
    }

    private let lock = NSLock()
    private var boxes: [WeakBox] = []

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Starts watching `object` without retaining it; `file` and `line` say where it was registered.
    public func track(_ object: AnyObject, file: StaticString = #fileID, line: UInt = #line) {
        let fileName = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
        let label = "\(type(of: object)) (\(fileName):\(line))"
        let box = WeakBox(object: object, label: label)
        lock.withLock { boxes.append(box) }
    }

    /// Descriptions ("LoginPresenter (LoginPresenterTests.swift:42)") of tracked objects still alive, in
    /// registration order.
    public var survivors: [String] {
        lock.withLock { boxes.filter { $0.object != nil }.map(\.label) }
    }
}
