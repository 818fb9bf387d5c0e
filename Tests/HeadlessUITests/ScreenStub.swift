import HeadlessUI

/// A screen whose widgets a test builds in a closure; counts its `viewDidLoad()` calls.
@MainActor
final class ScreenStub: ViewController {
    private(set) var viewDidLoadCount = 0
    private let build: @MainActor (ScreenStub) -> Void

    init(title: String? = nil, build: @escaping @MainActor (ScreenStub) -> Void = { _ in }) {
        self.build = build
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        build(self)
    }
}
