import ReactiveCore

/// A view-model-like object: an input it owns and an output derived from it.
@MainActor
final class ViewModelFake {
    let phone = MutableProperty("")
    let isPhoneEntered: Property<Bool>

    init() {
        isPhoneEntered = phone.map { !$0.isEmpty }.skipRepeats()
    }
}
