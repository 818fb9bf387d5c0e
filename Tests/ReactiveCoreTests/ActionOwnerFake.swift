import ReactiveCore

/// A view-model-like owner of an `Action` whose body does its work through a spy.
@MainActor
final class ActionOwnerFake {
    let isValid = MutableProperty(true)
    let login: Action<Int, String, any Error>

    init(work: WorkSpy) {
        login = Action(enabledIf: isValid) { input in try await work.perform(input) }
    }
}
