import HeadlessUI

/// A screen whose widgets a test builds in a closure and whose `updateProperties()` runs another; counts its
/// `viewDidLoad()` and `updateProperties()` calls.
@MainActor
final class ScreenStub: ViewController {
    private(set) var viewDidLoadCount = 0
    private(set) var updatePropertiesCount = 0
    private let build: @MainActor (ScreenStub) -> Void
    private let update: @MainActor (ScreenStub) -> Void

    init(
        title: String? = nil,
        build: @escaping @MainActor (ScreenStub) -> Void = { _ in },
        update: @escaping @MainActor (ScreenStub) -> Void = { _ in }
    ) {
        self.build = build
        self.update = update
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        build(self)
    }

    override func updateProperties() {
        super.updateProperties()
        updatePropertiesCount += 1
        update(self)
    }
}
