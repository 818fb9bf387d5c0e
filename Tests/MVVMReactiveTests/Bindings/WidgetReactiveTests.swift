import Foundation
import HeadlessUI
import ReactiveCore
import Testing

@testable import MVVMReactive

/// The other bridges: button, image view, label, and the controller's HUD, toast and navigation.
@MainActor
struct WidgetReactiveTests {
    @Test("a button bound to an action's isEnabled follows it")
    func buttonFollowsIsEnabled() {
        let button = Button()
        let token = Lifetime.Token()
        let isFilled = MutableProperty(false)

        button.isEnabledBinding(during: token.lifetime) <~ isFilled
        #expect(!button.isEnabled)
        isFilled.value = true

        #expect(button.isEnabled)
    }

    @Test("an image view shows each URL bound to it, and the placeholder for nil")
    func imageViewFollowsURL() {
        let imageView = ImageView()
        let token = Lifetime.Token()
        let url = MutableProperty<URL?>(URL(string: "https://avatars.test/a.png"))

        imageView.imageURLBinding(during: token.lifetime) <~ url
        #expect(imageView.imageURL == URL(string: "https://avatars.test/a.png"))
        url.value = nil

        #expect(imageView.imageURL == nil)
    }

    @Test("a label shows each text bound to it")
    func labelFollowsText() {
        let label = Label()
        let token = Lifetime.Token()
        let text = MutableProperty("")

        label.textBinding(during: token.lifetime) <~ text
        text.value = "Hello"

        #expect(label.text == "Hello")
    }

    @Test("releasing a bound widget frees it, and later values reach nothing")
    func releasingWidgetFreesIt() {
        let token = Lifetime.Token()
        let isFilled = MutableProperty(false)
        var button: Button? = Button()
        weak let weakButton = button
        button!.isEnabledBinding(during: token.lifetime) <~ isFilled

        button = nil
        isFilled.value = true

        #expect(weakButton == nil)
    }

    @Test("the HUD binding shows a message and hides on nil; the toast binding shows every tip")
    func hudAndToastFollowValues() {
        let screen = ViewController()
        let window = Window(rootViewController: screen)
        let token = Lifetime.Token()
        let loading = MutableProperty<String?>(nil)
        let (tips, tipsInput) = Signal<String>.pipe()
        screen.hudMessageBinding(during: token.lifetime) <~ loading
        screen.toastBinding(during: token.lifetime) <~ tips

        loading.value = "Loading..."
        #expect(window.hud.message == "Loading...")
        loading.value = nil
        tipsInput.send("first")
        tipsInput.send("second")

        #expect(!window.hud.isVisible)
        #expect(window.toast.messages == ["first", "second"])
    }

    @Test("the push binding pushes each controller sent onto the navigation stack")
    func pushBindingPushes() {
        let screen = ViewController()
        let window = Window(rootViewController: screen)
        let token = Lifetime.Token()
        let (next, input) = Signal<ViewController>.pipe()
        screen.pushBinding(during: token.lifetime) <~ next
        let pushed = ViewController()

        input.send(pushed)

        #expect(window.topViewController === pushed)
    }

    @Test("a controller's bindings never keep it alive, while their sources live on")
    func controllerBindingsDoNotKeepIt() {
        let token = Lifetime.Token()
        let loading = MutableProperty<String?>(nil)
        let (tips, _) = Signal<String>.pipe()
        let (next, _) = Signal<ViewController>.pipe()
        var screen: ViewController? = ViewController()
        weak let weakScreen = screen
        screen!.hudMessageBinding(during: token.lifetime) <~ loading
        screen!.toastBinding(during: token.lifetime) <~ tips
        screen!.pushBinding(during: token.lifetime) <~ next

        screen = nil

        withExtendedLifetime((token, loading, tips, next)) {
            #expect(weakScreen == nil)
        }
    }
}
