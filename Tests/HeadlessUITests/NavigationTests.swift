import HeadlessUI
import Testing

@MainActor
struct NavigationTests {
    @Test("a window wraps a plain root controller in a navigation controller and loads it")
    func windowWrapsAndLoadsRoot() {
        let root = ScreenStub(title: "Login")

        let window = Window(rootViewController: root)

        #expect(window.navigationController.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(window.topViewController === root)
        #expect(root.navigationController === window.navigationController)
        #expect(root.viewDidLoadCount == 1)
        #expect(root.window === window)
    }

    @Test("a window keeps a navigation controller it is given and loads only its top controller")
    func windowKeepsGivenNavigationController() {
        let first = ScreenStub(title: "First")
        let second = ScreenStub(title: "Second")
        let navigation = NavigationController(rootViewController: first)
        navigation.push(second)
        let loadsBeforeWindow = second.viewDidLoadCount

        let window = Window(rootViewController: navigation)

        #expect(window.navigationController === navigation)
        #expect(window.topViewController === second)
        #expect(loadsBeforeWindow == 1)
        #expect(first.viewDidLoadCount == 0)
    }

    @Test("viewDidLoad runs exactly once, however often the controller is shown")
    func viewDidLoadRunsOnce() {
        let root = ScreenStub(title: "Root")
        let window = Window(rootViewController: root)
        let pushed = ScreenStub(title: "Pushed")

        window.navigationController.push(pushed)
        window.navigationController.pop()
        window.navigationController.push(pushed)
        pushed.loadViewIfNeeded()
        root.loadViewIfNeeded()

        #expect(root.viewDidLoadCount == 1)
        #expect(pushed.viewDidLoadCount == 1)
        #expect(pushed.isViewLoaded)
    }

    @Test("push puts a loaded controller on top; pop removes it and never pops the root")
    func pushAndPop() throws {
        let root = ScreenStub(title: "Flickr Search")
        let window = Window(rootViewController: root)
        let results = ScreenStub(title: "swift") { $0.view.addSubview(Label(identifier: "results.summary")) }

        window.navigationController.push(results)

        #expect(window.topViewController === results)
        #expect(results.navigationController === window.navigationController)
        #expect(results.viewDidLoadCount == 1)
        _ = try window.label("results.summary")

        let popped = window.navigationController.pop()
        let poppedRoot = window.navigationController.pop()

        #expect(popped === results)
        #expect(results.navigationController == nil)
        #expect(poppedRoot == nil)
        #expect(window.topViewController === root)
        #expect(throws: WidgetLookupError.self) { try window.label("results.summary") }
    }

    @Test("the network activity indicator shows while a screen has it on, and goes with a screen that is popped")
    func networkActivityBelongsToItsScreens() {
        let home = ScreenStub(title: "Home")
        let window = Window(rootViewController: home)
        let search = ScreenStub(title: "Search")
        window.navigationController.push(search)

        search.setNetworkActivityIndicatorVisible(true)
        home.setNetworkActivityIndicatorVisible(true)
        home.setNetworkActivityIndicatorVisible(false)
        #expect(window.isNetworkActivityIndicatorVisible)

        window.navigationController.pop()
        #expect(!window.isNetworkActivityIndicatorVisible)
    }

    @Test("a HUD a screen shows leaves with the screen when it is popped; one shown by another screen stays")
    func hudLeavesWithItsScreen() {
        let home = ScreenStub(title: "Home")
        let login = ScreenStub(title: "Login")
        let window = Window(rootViewController: home)
        window.navigationController.push(login)

        login.showHUD("Loading...")
        #expect(window.hud.isVisible)
        #expect(window.hud.message == "Loading...")
        window.navigationController.pop()
        #expect(!window.hud.isVisible)

        home.showHUD("Saving...")
        login.hideHUD()
        #expect(window.hud.message == "Saving...")
        home.hideHUD()
        #expect(!window.hud.isVisible)
    }

    @Test("a screen hiding its HUD leaves alone the HUD a screen pushed over it shows since")
    func hideHUDLeavesAnotherScreensHUD() {
        let home = ScreenStub(title: "Home")
        let login = ScreenStub(title: "Login")
        let window = Window(rootViewController: home)
        home.showHUD("Saving...")
        window.navigationController.push(login)
        login.showHUD("Loading...")

        home.hideHUD()

        #expect(window.hud.message == "Loading...")
        login.hideHUD()
        #expect(!window.hud.isVisible)
    }

    @Test("a widget finds its window through its superviews, its controller and the navigation controller")
    func widgetFindsItsWindow() {
        let label = Label()
        let container = View()
        let fillUp = Button(identifier: "login.fillUp", title: "Fill up")
        let screen = ScreenStub {
            $0.view.addSubview(container)
            container.addSubview(label)
            $0.navigationItem.rightBarButton = fillUp
        }
        #expect(label.window == nil)

        let window = Window(rootViewController: screen)

        #expect(label.window === window)
        #expect(fillUp.window === window)
        label.removeFromSuperview()
        #expect(label.window == nil)
        #expect(container.subviews.isEmpty)
    }

    @Test("setViewControllers replaces the stack: the controllers that leave go as popped ones do, the new top shows")
    func setViewControllersReplacesTheStack() {
        let login = ScreenStub(title: "Login")
        let window = Window(rootViewController: login)
        login.showHUD("Loading...")
        login.setNetworkActivityIndicatorVisible(true)
        let greeting = ScreenStub(title: "Greeting")
        let search = ScreenStub(title: "Flickr Search")

        window.navigationController.setViewControllers([greeting, search])

        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(login.navigationController == nil)
        #expect(!window.hud.isVisible)
        #expect(!window.isNetworkActivityIndicatorVisible)
        #expect(search.viewDidLoadCount == 1)
        #expect(greeting.viewDidLoadCount == 0)
        #expect(greeting.navigationController === window.navigationController)
        #expect(window.navigationController.pop() === search)
        #expect(greeting.viewDidLoadCount == 1)
    }

    @Test("setViewControllers keeps the controllers that stay as they are, and an empty stack changes nothing")
    func setViewControllersKeepsThoseThatStay() {
        let greeting = ScreenStub(title: "Greeting")
        let window = Window(rootViewController: greeting)
        let search = ScreenStub(title: "Flickr Search")
        window.navigationController.push(search)
        search.showHUD("Searching")

        window.navigationController.setViewControllers([])
        let afterEmpty = window.navigationController.viewControllers.map(\.title)
        window.navigationController.setViewControllers([greeting])

        #expect(afterEmpty == ["Greeting", "Flickr Search"])
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting"])
        #expect(greeting.viewDidLoadCount == 1)
        #expect(greeting.navigationController === window.navigationController)
        #expect(search.navigationController == nil)
        #expect(!window.hud.isVisible)
    }

    @Test("a navigation controller subclass loads in its window, and may set its stack and hear of the back button")
    func subclassSetsItsStackAndHearsOfPops() {
        let navigation = StackFollower(root: ScreenStub(title: "Login"))
        navigation.titles = ["Greeting", "Flickr Search"]

        let window = Window(rootViewController: navigation)
        window.navigationController.pop()

        #expect(navigation.viewDidLoadCount == 1)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting"])
        #expect(navigation.popped == ["Flickr Search"])
        #expect(window.topViewController?.isViewLoaded == true)
    }

}
