import HeadlessUI
import ReactiveCore

extension ListCell: ReactiveExtensionsProvider {}

extension Reactive where Base == ListCell {
    /// Ends when the cell is reused for another row, or goes: every binding into the cell ends with the row it
    /// was made for, so a reused cell never shows the previous row's late values (ReactiveCocoa's
    /// `rac_prepareForReuseSignal`).
    ///
    /// A ``Lifetime/Token`` attached to the cell for its current row (``ListCell/attachment(_:)``), made on
    /// first use after each reuse.
    @MainActor
    var lifetime: Lifetime {
        base.attachment { Lifetime.Token() }.lifetime
    }

    /// Shows each subtitle sent (`detailTextLabel.text`). Holds the cell weakly; the binding ends at reuse.
    @MainActor
    var detailText: BindingTarget<String?> {
        weak let cell = base
        return BindingTarget(lifetime: lifetime) { cell?.detailText = $0 }
    }
}
