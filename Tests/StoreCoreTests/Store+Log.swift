import StoreCore

extension Store where State == [String], Action == String {
    /// A store whose state is the log of the actions it reduced, in order, and whose reducer asks for `effect(action)`:
    /// ordering tests read what happened, and when, in its state.
    static func log(effect: @escaping @MainActor (String) -> Effect<String> = { _ in .none }) -> Store {
        Store(initialState: []) { log, action in
            log.append(action)
            return effect(action)
        }
    }
}
