import Foundation

/// A rectangle with no pixels: the base of every widget. Stands in for `UIView`.
///
/// A view owns its subviews strongly and refers to its superview weakly, as in UIKit. The root view of a
/// ``ViewController`` knows its controller weakly, so ``window`` can walk the responder chain
/// (view → superview → controller → navigation controller → window) without keeping anything alive.
///
/// Deliberate differences from UIKit: there are no frames or layout; a view is "on screen" when it is in
/// the tree of the top view controller. ``dispatch(_:)`` is new: it runs async work that the window counts,
/// so ``Window/settle()`` can wait for it. ``attachment(_:)`` stands in for the Objective-C runtime's
/// associated objects.
@MainActor
open class View {
    // MARK: - State

    /// The identifier tests, the demo and ``Window`` look-ups use to find this view.
    public var accessibilityIdentifier: String?

    /// A hidden view, and everything inside it, ignores taps.
    public var isHidden = false

    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// The subviews, back to front, in the order they were added.
    public private(set) var subviews: [View] = []

    /// The controller whose root view this is, or whose navigation item shows it: the next responder
    /// when there is no superview.
    weak var hostingController: ViewController?

    /// What other layers attached to this view, at most one object per type (see ``attachment(_:)``).
    private var attachments = Attachments.none

    /// Creates a view with an optional accessibility identifier.
    public init(identifier: String? = nil) {
        accessibilityIdentifier = identifier
    }

    // MARK: - Inputs

    /// Adds a view at the end of the subviews, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if window != nil {
            view.subtreeDidMoveToWindow()
        }
    }

    /// Detaches this view from its superview (which stops keeping it alive).
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The object of type `Object` attached to this view, made with `make` the first time it is asked for.
    ///
    /// One object per type, kept alive exactly as long as the view: UIKit's associated objects
    /// (`objc_setAssociatedObject`), which ReactiveCocoa keys a view's lifetime on. It lets a layer above hang
    /// per-view state on a view — the lifetime that ends its bindings, a signal of its events — while HeadlessUI
    /// knows nothing of that layer. The view owns the object, so the object must not own the view (refer to it
    /// weakly, if at all).
    public func attachment<Object: AnyObject>(_ make: () -> Object) -> Object {
        // Made outside any access to `attachments`: `make` may attach something else.
        if let attached = attachments.object(of: Object.self) { return attached }
        let object = make()
        attachments.add(object)
        return object
    }

    // MARK: - Outputs

    /// The window showing this view, found along the responder chain; nil while the view is not in one.
    public var window: Window? {
        var view = self
        while let superview = view.superview {
            view = superview
        }
        return view.hostingController?.window
    }

    /// Runs async work that the window counts: ``Window/settle()`` waits until it returns.
    ///
    /// For work a controller starts outside a button handler (a screen's first load, a list's
    /// will-display). It starts at once: everything before its first `await` has happened when
    /// `dispatch` returns. Work started from inside counted work is counted by the same window, even if
    /// this view has left it; with no window and no enclosing counted work it still runs, uncounted.
    public func dispatch(_ work: @escaping @MainActor () async -> Void) {
        WorkTracker.start(work, countedBy: WorkTracker.current ?? window?.work)
    }

    // MARK: - Private

    /// True when this view or one of its ancestors is hidden: the user cannot reach it.
    var isHiddenInHierarchy: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    /// Called when this view joins a window: added to a view in one, or its screen shown. UIKit's
    /// `didMoveToWindow()`, for arriving only.
    func didMoveToWindow() {}

    /// Calls ``didMoveToWindow()`` on this view and everything inside it.
    func subtreeDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews {
            subview.subtreeDidMoveToWindow()
        }
    }

    /// What ``Window/render()`` prints after the type and identifier; widgets add their state.
    var renderedState: [String] {
        []
    }

    /// The objects attached to a view or a cell (``View/attachment(_:)``, ``ListCell/attachment(_:)``), one per
    /// type. One object is held as itself, not in an array: a view rarely has more than one, and an array would
    /// be an allocation of its own. One word of storage in every case, so a view with none is no bigger.
    enum Attachments {
        case none
        case one(AnyObject)
        case many([AnyObject])

        /// The attached object of type `Object`, if any.
        func object<Object: AnyObject>(of type: Object.Type) -> Object? {
            switch self {
            case .none:
                return nil
            case .one(let attached):
                return Swift.type(of: attached) == type ? unsafeDowncast(attached, to: type) : nil
            case .many(let all):
                return all.first { Swift.type(of: $0) == type }.map { unsafeDowncast($0, to: type) }
            }
        }

        /// Attaches `object` (whose type has nothing attached yet).
        mutating func add(_ object: AnyObject) {
            switch self {
            case .none: self = .one(object)
            case .one(let attached): self = .many([attached, object])
            case .many(let all): self = .many(all + [object])
            }
        }
    }
}
