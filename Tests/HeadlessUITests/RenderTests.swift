import Foundation
import HeadlessUI
import Testing

@MainActor
struct RenderTests {
    @Test("render draws the screen, its list rows, the HUD, the last toast and the network indicator")
    func rendersAScreen() throws {
        let recent = RowsFake(rows: ["swift (1,234)", "cats (56)", "dogs (7)", "owls (0)"])
        let window = Window(rootViewController: ScreenStub(title: "Home"))
        window.navigationController.push(
            ScreenStub(title: "Flickr Search") { screen in
                screen.view.addSubview(TextField(identifier: "search.text", placeholder: "Search Flickr"))
                let go = Button(identifier: "search.go", title: "Go")
                go.isEnabled = false
                screen.view.addSubview(go)
                let loading = ActivityIndicator(identifier: "search.loading")
                loading.startAnimating()
                screen.view.addSubview(loading)
                let list = ListView(identifier: "search.recent", visibleRowCount: 2)
                screen.view.addSubview(list)
                list.dataSource = recent
                list.cellForRow(at: 0)?.imageURL = URL(string: "https://example.com/swift.jpg")
                list.cellForRow(at: 1)?.detailText = "2 favourites · 1 comment"
                let note = Label(identifier: "search.note", text: "Line one\nline two")
                note.isHidden = true
                screen.view.addSubview(note)
                screen.navigationItem.rightBarButton = Button(identifier: "search.clear", title: "Clear")
            })
        try window.textField("search.text").type("cat")
        window.hud.show("Loading...")
        window.toast.show("First")
        window.toast.show("Flickr is not available right now. Please try again.")
        window.topViewController?.setNetworkActivityIndicatorVisible(true)

        #expect(
            window.render() == """
                Screen "Flickr Search" (back to "Home")
                  TextField search.text: "cat", editing
                  Button search.go: "Go", disabled
                  ActivityIndicator search.loading: animating
                  ListView search.recent: 4 rows, showing 0-1
                    row 0: "swift (1,234)", image https://example.com/swift.jpg
                    row 1: "cats (56)", detail "2 favourites · 1 comment"
                  Label search.note: "Line one\\nline two", hidden
                  right bar button: Button search.clear: "Clear"
                HUD: "Loading..."
                Toast: "Flickr is not available right now. Please try again."
                Network activity indicator: on
                """)
    }

    @Test("render quotes text as written: an apostrophe stays plain, a quote, a backslash and a newline are escaped")
    func rendersTextAsWritten() {
        let window = Window(
            rootViewController: ScreenStub(title: "Ada's photos") { screen in
                screen.view.addSubview(Label(identifier: "note", text: #"say "hi" \ bye"# + "\n"))
            })
        window.toast.show("This link can't be opened.")

        #expect(
            window.render() == #"""
                Screen "Ada's photos"
                  Label note: "say \"hi\" \\ bye\n"
                Toast: "This link can't be opened."
                """#)
    }

    @Test("render shows placeholders, empty widgets and nested views, and leaves out what is not showing")
    func rendersAQuietScreen() {
        let window = Window(
            rootViewController: ScreenStub(title: "Login") { screen in
                let form = View(identifier: "login.form")
                form.addSubview(TextField(identifier: "login.phone", placeholder: "Mobile number"))
                form.addSubview(TextField(identifier: "login.code"))
                screen.view.addSubview(ImageView(identifier: "login.avatar"))
                screen.view.addSubview(form)
                screen.view.addSubview(Label(identifier: "greeting.label"))
                screen.view.addSubview(ActivityIndicator())
                screen.view.addSubview(ListView(identifier: "results.list"))
            })
        window.hud.show("Loading...")
        window.hud.hide()

        #expect(
            window.render() == """
                Screen "Login"
                  ImageView login.avatar: placeholder
                  View login.form
                    TextField login.phone: empty, placeholder "Mobile number"
                    TextField login.code: ""
                  Label greeting.label: empty
                  ActivityIndicator: stopped
                  ListView results.list: 0 rows
                """)
    }
}
