import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import MVVMReactive
@testable import ReactiveCore

/// The other bridges: button, image view, label, activity indicator, a list's inserted rows, and the controller's HUD,
/// toast, end of editing and navigation; each binding ends with its widget.
@MainActor
@Suite(.leakChecked)
struct WidgetReactiveTests {
    @Test("a button bound to an action's isEnabled follows it")
    func buttonFollowsIsEnabled() {
        let button = Button()
        trackForLeaks(button)
        let isFilled = MutableProperty(false)
        let action = Action(enabledIf: isFilled) { (_: Void) in }
        trackForLeaks(action)

        button.reactive.isEnabled <~ action.isEnabled
        #expect(!button.isEnabled)
        isFilled.value = true

        #expect(button.isEnabled)
    }

    @Test("an image view shows each URL bound to it, and the placeholder for nil")
    func imageViewFollowsURL() {
        let imageView = ImageView()
        trackForLeaks(imageView)
        let url = MutableProperty<URL?>(URL(string: "https://avatars.test/a.png"))

        imageView.reactive.imageURL <~ url
        #expect(imageView.imageURL == URL(string: "https://avatars.test/a.png"))
        url.value = nil

        #expect(imageView.imageURL == nil)
    }

    @Test("a label shows each text bound to it")
    func labelFollowsText() {
        let label = Label()
        trackForLeaks(label)
        let text = MutableProperty("")

        label.reactive.text <~ text
        text.value = "Hello"

        #expect(label.text == "Hello")
    }

    @Test("a label bound to an optional text shows it, and is hidden while there is none")
    func labelHidesWithoutText() {
        let label = Label()
        trackForLeaks(label)
        let text = MutableProperty<String?>(nil)

        label.reactive.textOrHidden <~ text
        let hiddenAtOnce = label.isHidden
        text.value = "Loading more…"
        let shown = (text: label.text, isHidden: label.isHidden)
        text.value = nil

        #expect(hiddenAtOnce)
        #expect(shown.text == "Loading more…")
        #expect(!shown.isHidden)
        #expect(label.text == nil)
        #expect(label.isHidden)
    }

    @Test("a list bound to inserted rows adds each range sent below the rows it shows")
    func listInsertsTheRowsSent() {
        let rows = BoundRowsFake(titles: ["Row A", "Row B"])
        let list = ListView(visibleRowCount: 2)
        trackForLeaks(list)
        list.dataSource = rows
        let (inserted, input) = Signal<Range<Int>>.pipe()
        list.reactive.insertRows <~ inserted

        rows.append("Row C")
        input.send(2..<3)

        #expect(list.numberOfRows == 3)
        list.scroll(toRow: 1)
        #expect(list.visibleCells.map(\.text) == ["Row B", "Row C"])
    }

    @Test("an activity indicator animates while the property bound to it is true")
    func activityIndicatorFollowsIsAnimating() {
        let indicator = ActivityIndicator()
        trackForLeaks(indicator)
        let isLoading = MutableProperty(true)

        indicator.reactive.isAnimating <~ isLoading
        #expect(indicator.isAnimating)
        isLoading.value = false

        #expect(!indicator.isAnimating)
    }

    @Test("releasing bound widgets frees them and ends their bindings, derived sources too: none is left observed")
    func releasingWidgetsEndsTheirBindings() {
        let isLoading = MutableProperty(false)
        var button: Button? = Button()
        var label: Label? = Label()
        var moreLabel: Label? = Label()
        var imageView: ImageView? = ImageView()
        var indicator: ActivityIndicator? = ActivityIndicator()
        var field: TextField? = TextField()
        var list: ListView? = ListView()
        weak let weakButton = button
        weak let weakLabel = label
        weak let weakMoreLabel = moreLabel
        weak let weakImageView = imageView
        weak let weakIndicator = indicator
        weak let weakField = field
        weak let weakList = list
        // Derived outputs, as a view model's are: a binding keeps what it observes alive, so a target holding its
        // widget strongly would make a cycle through it and keep the widget.
        button!.reactive.isEnabled <~ isLoading.negate()
        label!.reactive.text <~ isLoading.map { $0 ? "Loading" : "" }
        moreLabel!.reactive.textOrHidden <~ isLoading.map { $0 ? "Loading more…" : nil }
        imageView!.reactive.imageURL <~ isLoading.map { _ -> URL? in nil }
        indicator!.reactive.isAnimating <~ isLoading.map { $0 }
        field!.reactive.text <~ isLoading.map { $0 ? "cats" : "" }
        list!.reactive.reloadData <~ isLoading.map { _ in }
        list!.reactive.insertRows <~ isLoading.signal.map { _ in 0..<0 }

        button = nil
        label = nil
        moreLabel = nil
        imageView = nil
        indicator = nil
        field = nil
        list = nil
        isLoading.value = true

        #expect(weakButton == nil)
        #expect(weakLabel == nil)
        #expect(weakMoreLabel == nil)
        #expect(weakImageView == nil)
        #expect(weakIndicator == nil)
        #expect(weakField == nil)
        #expect(weakList == nil)
        #expect(isLoading.observerCount == 0)
    }

    @Test("the HUD binding shows a message and hides on nil; the toast binding shows every tip")
    func hudAndToastFollowValues() {
        let screen = ViewController()
        trackForLeaks(screen)
        let window = Window(rootViewController: screen)
        let loading = MutableProperty<String?>(nil)
        let (tips, tipsInput) = Signal<String>.pipe()
        screen.reactive.hudMessage <~ loading
        screen.reactive.toast <~ tips

        loading.value = "Loading..."
        #expect(window.hud.message == "Loading...")
        loading.value = nil
        tipsInput.send("first")
        tipsInput.send("second")

        #expect(!window.hud.isVisible)
        #expect(window.toast.messages == ["first", "second"])
    }

    @Test("the end-editing binding makes every text field on the screen end editing, on every value")
    func endEditingBindingResignsTheScreensFields() {
        let screen = ViewController()
        trackForLeaks(screen)
        let first = TextField()
        let second = TextField()
        screen.view.addSubview(first)
        screen.view.addSubview(second)
        let (endEditing, input) = Signal<Void>.pipe()
        screen.reactive.endEditing <~ endEditing
        first.type("1")
        second.type("2")

        input.send(())
        let bothEndedOnTheFirstValue = !first.isEditing && !second.isEditing
        first.type("3")
        input.send(())

        #expect(bothEndedOnTheFirstValue)
        #expect(!first.isEditing)
    }

    @Test("the push binding pushes each controller sent onto the navigation stack")
    func pushBindingPushes() {
        let screen = ViewController()
        trackForLeaks(screen)
        let window = Window(rootViewController: screen)
        let (next, input) = Signal<ViewController>.pipe()
        screen.reactive.push <~ next
        let pushed = ViewController()
        trackForLeaks(pushed)

        input.send(pushed)

        #expect(window.topViewController === pushed)
    }

    @Test("a controller's bindings never keep it alive, and end when it goes, while their sources live on")
    func controllerBindingsEndWithIt() {
        let loading = MutableProperty<String?>(nil)
        let (tips, _) = Signal<String>.pipe()
        let (loggedIn, _) = Signal<Int>.pipe()
        var screen: ViewController? = ViewController()
        weak let weakScreen = screen
        // Derived outputs, as a view model's are: a binding keeps what it observes alive, so a target holding its
        // controller strongly would make a cycle through it and keep the controller.
        screen!.reactive.hudMessage <~ loading.map { $0 }
        screen!.reactive.isNetworkActivityIndicatorVisible <~ loading.map { $0 != nil }
        screen!.reactive.endEditing <~ loading.signal.filter { $0 != nil }.map { _ in }
        screen!.reactive.toast <~ tips.map { $0 }
        screen!.reactive.push <~ loggedIn.map { _ in ViewController() }

        screen = nil

        #expect(weakScreen == nil)
        #expect(loading.observerCount == 0)
        #expect(tips.observerCount == 0)
        #expect(loggedIn.observerCount == 0)
    }
}
