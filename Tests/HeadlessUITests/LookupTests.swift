import HeadlessUI
import Testing

@MainActor
struct LookupTests {
    private func makeLoginWindow() -> Window {
        Window(
            rootViewController: ScreenStub(title: "Login") { screen in
                let form = View()
                form.addSubview(TextField(identifier: "login.phone", placeholder: "Mobile number"))
                form.addSubview(TextField(identifier: "login.code", placeholder: "Verification code"))
                screen.view.addSubview(ImageView(identifier: "login.avatar"))
                screen.view.addSubview(form)
                screen.view.addSubview(Button(identifier: "login.submit", title: "Login"))
                screen.navigationItem.rightBarButton = Button(identifier: "login.fillUp", title: "Fill up")
            })
    }

    @Test("look-ups find widgets anywhere in the top screen's tree and its right bar button")
    func findsWidgets() throws {
        let window = makeLoginWindow()

        #expect(try window.textField("login.code").placeholder == "Verification code")
        #expect(try window.button("login.fillUp").title == "Fill up")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try window.view("login.submit", as: Button.self).title == "Login")
    }

    @Test("a missing identifier throws an error naming it, the type, the screen and what the screen has")
    func missingIdentifier() {
        let window = makeLoginWindow()

        let error = #expect(throws: WidgetLookupError.self) { try window.textField("login.phnoe") }

        #expect(
            error?.description
                == "No TextField \"login.phnoe\" on screen \"Login\". Identifiers on this screen: "
                + "login.avatar (ImageView), login.phone (TextField), login.code (TextField), "
                + "login.submit (Button), login.fillUp (Button).")
    }

    @Test("an identifier of another widget type throws an error naming both types")
    func wrongWidgetType() {
        let window = makeLoginWindow()

        let error = #expect(throws: WidgetLookupError.self) { try window.label("login.submit") }

        #expect(error?.foundType == "Button")
        #expect(error?.description.hasPrefix("\"login.submit\" on screen \"Login\" is a Button, not a Label.") == true)
    }

    @Test("an untitled screen is named by its controller's type")
    func untitledScreen() {
        let window = Window(rootViewController: ScreenStub())

        let error = #expect(throws: WidgetLookupError.self) { try window.list("search.recent") }

        #expect(
            error?.description
                == "No ListView \"search.recent\" on screen \"untitled ScreenStub\". Identifiers on this screen: none.")
    }
}
