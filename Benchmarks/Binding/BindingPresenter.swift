/// The MVP and VIPER path: a presenter derives what to show and pushes it into its weakly-held view.
@MainActor
final class BindingPresenter {
    // MARK: - Dependencies

    weak var view: (any BindingView)?

    // MARK: - Inputs

    func valueChanged(_ value: Int) {
        view?.display(isEnabled: BindingTarget.isEnabled(for: value))
    }
}
