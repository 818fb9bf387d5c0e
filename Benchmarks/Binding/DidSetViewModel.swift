/// The MVVMClosures path: a view model output whose `didSet` calls its change closure.
@MainActor
final class DidSetViewModel {
    // MARK: - Inputs

    func valueChanged(_ value: Int) {
        isEnabled = BindingTarget.isEnabled(for: value)
    }

    // MARK: - Outputs

    var isEnabledChanged: (@MainActor (Bool) -> Void)?

    private(set) var isEnabled = false {
        didSet { isEnabledChanged?(isEnabled) }
    }
}
