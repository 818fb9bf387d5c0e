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
}
