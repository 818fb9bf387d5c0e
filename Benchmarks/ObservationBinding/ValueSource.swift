/// Where a ``BindingController`` reads its value: an `@Observable` model (``ObservedValue``) or a plain one
/// (``PlainValue``), so that a tracked controller and an untracked one do the same work.
@MainActor
protocol ValueSource: AnyObject {
    var value: Int { get }
}
