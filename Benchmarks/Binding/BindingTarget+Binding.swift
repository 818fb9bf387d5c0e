extension BindingTarget: BindingView {
    func display(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Keeps this target current with `source` through a stored callback that captures `[weak self]`.
    func observe(_ source: CallbackSource) {
        source.onChange = { [weak self] value in
            guard let self else { return }
            isEnabled = Self.isEnabled(for: value)
        }
    }

    /// Keeps this target current with `viewModel`'s change closure, as an MVVMClosures view controller does.
    func bind(to viewModel: DidSetViewModel) {
        viewModel.isEnabledChanged = { [weak self] isEnabled in
            guard let self else { return }
            self.isEnabled = isEnabled
        }
    }
}
