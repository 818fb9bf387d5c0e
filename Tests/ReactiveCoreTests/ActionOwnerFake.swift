import ReactiveCore

/// A view-model-like owner of an `Action` whose body does its work through a spy.
@MainActor
final class ActionOwnerFake {
    let isValid = MutableProperty(true)
    let login: Action<Int, String, any Error>
    private let token = Lifetime.Token()

    /// An owner whose action's run is cancelled when the owner goes away if `cancelsOnRelease`, and otherwise
    /// runs on to its end.
    init(work: WorkSpy, cancelsOnRelease: Bool = true) {
        login = Action(lifetime: cancelsOnRelease ? token.lifetime : nil, enabledIf: isValid) { input in
            try await work.perform(input)
        }
    }
}
