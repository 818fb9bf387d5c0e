import HeadlessUI
import ReactiveCore

extension Reactive where Base: ListView {
    /// Reloads the list on every value: bind the property its data source reads (`list.reactive.reloadData <~
    /// rows.map { _ in }`), so the list follows a collection that is replaced whole. Holds the list weakly; the
    /// binding ends when the list goes.
    @MainActor
    var reloadData: BindingTarget<Void> {
        weak let list = base
        return BindingTarget(lifetime: lifetime) { list?.reloadData() }
    }

    /// Inserts each range of rows sent at the end of the list (`insertRows(at:with:)`): bind the rows a collection
    /// that only grows has just added, once its data source counts them, and the rows on screen keep their cells and
    /// bindings. Holds the list weakly; the binding ends when the list goes.
    @MainActor
    var insertRows: BindingTarget<Range<Int>> {
        weak let list = base
        return BindingTarget(lifetime: lifetime) { list?.insertRows(at: $0) }
    }
}
