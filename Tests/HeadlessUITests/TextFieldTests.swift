import HeadlessUI
import Testing

@MainActor
struct TextFieldTests {
    @Test("a handler that takes no text is called after each user edit, and not for text set in code")
    func handlerWithoutTextIsCalledAfterEachUserEdit() {
        let field = TextField()
        var edits = 0
        field.onEditingChanged { edits += 1 }

        field.type("12")
        field.text = "123"
        field.deleteBackward()

        #expect(edits == 3)
    }

    @Test("typing fires the editing-changed handlers after each character, grapheme by grapheme")
    func typingFiresAfterEachCharacter() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }

        field.type("1e\u{301}👨‍👩‍👧")

        #expect(seen == ["1", "1e\u{301}", "1e\u{301}👨‍👩‍👧"])
        #expect(field.text == "1e\u{301}👨‍👩‍👧")
        #expect(field.isEditing)
    }

    @Test("setting the text in code fires no handler, as in UIKit")
    func settingTextInCodeFiresNothing() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }

        field.text = "13874389438"

        #expect(seen.isEmpty)
        #expect(field.text == "13874389438")
        #expect(!field.isEditing)
    }

    @Test("typing appends to text that was set in code")
    func typingAppendsToTextSetInCode() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }
        field.text = "138"

        field.type("7")

        #expect(seen == ["1387"])
    }

    @Test("the delete key removes the last character and fires once; on an empty field it fires nothing")
    func deleteBackwardRemovesTheLastCharacter() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }
        field.text = "1e\u{301}"

        field.deleteBackward()
        field.deleteBackward()
        field.deleteBackward()

        #expect(seen == ["1", ""])
        #expect(field.text.isEmpty)
        #expect(field.isEditing)
    }

    @Test("pasting inserts everything and fires once; an empty paste fires nothing")
    func pastingFiresOnce() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }

        field.paste("5858")
        field.paste("")

        #expect(seen == ["5858"])
        #expect(field.isEditing)
    }

    @Test("clearing empties the field and fires once")
    func clearingFiresOnce() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }
        field.text = "swift"

        field.clear()

        #expect(seen == [""])
        #expect(field.text.isEmpty)
    }

    @Test("several handlers are called in the order they were added")
    func handlersRunInRegistrationOrder() {
        let field = TextField()
        var calls: [String] = []
        field.onEditingChanged { calls.append("first \($0)") }
        field.onEditingChanged { calls.append("second \($0)") }

        field.type("a")

        #expect(calls == ["first a", "second a"])
    }

    @Test("ending editing dismisses the keyboard and fires nothing")
    func endEditingResigns() {
        let field = TextField()
        var seen: [String] = []
        field.onEditingChanged { seen.append($0) }
        field.type("a")

        field.endEditing()

        #expect(!field.isEditing)
        #expect(seen == ["a"])
    }

    @Test("typing into another field of the window ends editing in the first")
    func oneFirstResponderPerWindow() {
        let phone = TextField(identifier: "phone")
        let code = TextField(identifier: "code")
        let window = Window(
            rootViewController: ScreenStub { screen in
                screen.view.addSubview(phone)
                screen.view.addSubview(code)
            })

        phone.type("1")
        code.type("2")

        #expect(!phone.isEditing)
        #expect(code.isEditing)
        _ = window
    }
}
