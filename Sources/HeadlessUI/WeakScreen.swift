/// A screen held weakly, so that a window's list of screens never keeps one alive.
@MainActor
struct WeakScreen {
    weak var screen: ViewController?
}
