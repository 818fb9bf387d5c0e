/// A reference that neither owns its object nor counts references to it: for a link the holder knows is
/// alive whenever it is used, on paths that run per update or per registration.
///
/// The one place this library borrows objects. A strong reference costs a retain and a release each time
/// it is read for a call (the compiler cannot know the call leaves the object alive): ~20 instructions in
/// the runtime's atomic paths, slower still for an object that has a weak-reference side table. Per hop of
/// a chain that was ~10 ns, a quarter of `binding/didset-closure`'s whole update (callgrind and
/// `swift run -c release Benchmarks --filter binding/`). `unowned(unsafe)` does not help: reading it for a
/// call retains too. Every use names why the object is alive; see ``Registration`` and ``MapNode``.
@usableFromInline
struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    @inlinable
    init(_ object: Object) {
        reference = .passUnretained(object)
    }

    /// Calls `body` with the object, neither retaining nor releasing it.
    ///
    /// A helper of ours, not a closure passed straight to the standard library: the compiler guards a
    /// main-actor closure handed to a module built without strict concurrency with a runtime executor check
    /// (`swift_task_isCurrentExecutor`, ~220 instructions), which costs more than the retain it saves. For the
    /// same reason nothing main-actor-isolated is ever passed to `Optional.map` and the like on these paths.
    @inlinable
    @inline(__always)
    func borrow<Result>(_ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// The object, as a strong reference (retained): for the paths that do not run per update.
    @inlinable
    var object: Object {
        reference.takeUnretainedValue()
    }

}
