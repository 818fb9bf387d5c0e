import HeadlessUI

/// A navigation controller that sets its stack from a list of titles when it loads, and records what the back button
/// popped: the shape of an app that keeps its navigation as state.
@MainActor
final class StackFollower: NavigationController {
    var titles: [String] = []
    private(set) var viewDidLoadCount = 0
    private(set) var popped: [String?] = []

    init(root: ViewController) {
        super.init(rootViewController: root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        setViewControllers(titles.map { ScreenStub(title: $0) })
    }

    override func pop() -> ViewController? {
        let screen = super.pop()
        popped.append(screen?.title)
        return screen
    }
}
