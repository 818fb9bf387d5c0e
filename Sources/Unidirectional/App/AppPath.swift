/// The app's navigation stack as state, root first: each screen's feature state, under an id of its own.
///
/// Part of ``AppFeature/State``, changed only by its reducer; ``AppNavigationController`` shows it. It is never empty,
/// and a screen put on it takes an id no screen had before, so a new Search never passes for the one it replaced.
struct AppPath: Equatable {
    /// The screens, root first, top last.
    private(set) var destinations: [AppDestination]

    /// The rawValue of the next id: one more than the last screen put on the stack.
    private var nextID = 0

    /// A stack holding `root` alone.
    init(_ root: AppDestination.Screen) {
        destinations = []
        replaceAll(with: root)
    }

    /// The screens' ids, root first: what a view showing the stack follows.
    var ids: [AppDestination.ID] {
        destinations.map(\.id)
    }

    /// The screens' states, root first.
    var screens: [AppDestination.Screen] {
        destinations.map(\.screen)
    }

    /// The state of the screen `id`, nil once it has left the stack; set, it changes that screen only if it is there.
    subscript(id: AppDestination.ID) -> AppDestination.Screen? {
        get { destinations.first { $0.id == id }?.screen }
        set {
            guard let newValue, let index = destinations.firstIndex(where: { $0.id == id }) else { return }
            destinations[index].screen = newValue
        }
    }

    /// Puts `screen` on top, under a new id, which it returns.
    @discardableResult
    mutating func push(_ screen: AppDestination.Screen) -> AppDestination.ID {
        let id = AppDestination.ID(rawValue: nextID)
        nextID += 1
        destinations.append(AppDestination(id: id, screen: screen))
        return id
    }

    /// Takes the screen `id` and every screen above it off the stack; the root never leaves this way.
    mutating func pop(from id: AppDestination.ID) {
        guard let index = destinations.firstIndex(where: { $0.id == id }), index > 0 else { return }
        destinations.removeSubrange(index...)
    }

    /// Takes every screen above the root off the stack.
    mutating func popToRoot() {
        destinations.removeSubrange(1...)
    }

    /// Replaces every screen with `root`, alone, under a new id.
    mutating func replaceAll(with root: AppDestination.Screen) {
        destinations.removeAll()
        push(root)
    }
}
