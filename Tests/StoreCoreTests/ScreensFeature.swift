import StoreCore

/// The store's tests' parent feature, shaped like an app that composes its screens: each open screen's state is a
/// ``RowCountsFeature`` state under the screen's name, its actions reach it through the parent, and its effects are
/// scoped to it; closing a screen cancels all of its work.
struct ScreensFeature {
    /// The open screens' states, by name.
    struct State: Equatable {
        var screens: [String: RowCountsFeature.State] = [:]
    }

    /// A screen's own action, or a screen opened or closed.
    enum Action: Equatable {
        case screen(String, RowCountsFeature.Action)
        case opened(String)
        case closed(String)
    }

    let screen: RowCountsFeature

    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .screen(let name, let action):
            guard var screenState = state.screens[name] else { return .none }
            let effect = screen.reduce(&screenState, action)
            state.screens[name] = screenState
            return effect.scope(id: name) { .screen(name, $0) }
        case .opened(let name):
            state.screens[name] = RowCountsFeature.State()
            return .none
        case .closed(let name):
            state.screens[name] = nil
            return .cancel(id: name)
        }
    }
}
