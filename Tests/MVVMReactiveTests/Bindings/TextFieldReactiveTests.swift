import HeadlessUI
import ReactiveCore
import Testing

@testable import MVVMReactive

/// The text field bridge: typing goes into a property, a property goes into the text, and both end
/// with the lifetime without keeping the field alive.
@MainActor
struct TextFieldReactiveTests {
    @Test("typing sends every edit on continuousTextValues; text set in code sends nothing")
    func continuousTextValuesSendsUserEditsOnly() {
        let field = TextField()
        let token = Lifetime.Token()
        let edits = OutputRecorder(field.continuousTextValues(during: token.lifetime))

        field.type("13")
        field.text = "set in code"
        field.clear()
        field.paste("5858")

        #expect(edits.values == ["1", "13", "", "5858"])
    }

    @Test("typing into a bound field reaches the view model's property")
    func typingReachesProperty() {
        let field = TextField()
        let token = Lifetime.Token()
        let phone = MutableProperty("")

        phone <~ field.continuousTextValues(during: token.lifetime)
        field.type("138")

        #expect(phone.value == "138")
    }

    @Test("a property bound into a field sets its text at once and on every change, firing no edit")
    func propertySetsFieldText() {
        let field = TextField()
        let token = Lifetime.Token()
        let phone = MutableProperty("139")
        let edits = OutputRecorder(field.continuousTextValues(during: token.lifetime))

        field.textBinding(during: token.lifetime) <~ phone
        #expect(field.text == "139")
        phone.value = "13874389438"

        #expect(field.text == "13874389438")
        #expect(edits.values.isEmpty)
    }

    @Test("a field bound both ways to a property keeps one value and sends each edit once")
    func twoWayBindingSettles() {
        let field = TextField()
        let token = Lifetime.Token()
        let phone = MutableProperty("")
        let changes = OutputRecorder(phone.signal)
        phone <~ field.continuousTextValues(during: token.lifetime)
        field.textBinding(during: token.lifetime) <~ phone

        field.type("13")
        phone.value = "138"
        field.type("7")

        #expect(changes.values == ["1", "13", "138", "1387"])
        #expect(field.text == "1387")
    }

    @Test("the bindings end when the lifetime ends")
    func bindingsEndWithLifetime() {
        let field = TextField()
        var token: Lifetime.Token? = Lifetime.Token()
        let phone = MutableProperty("")
        phone <~ field.continuousTextValues(during: token!.lifetime)
        field.textBinding(during: token!.lifetime) <~ phone

        token = nil
        field.type("1")
        phone.value = "999"

        #expect(phone.value == "999")
        #expect(field.text == "1")
    }

    @Test("a binding never keeps the field alive: releasing the field frees it while the property lives on")
    func bindingDoesNotKeepField() {
        let token = Lifetime.Token()
        let phone = MutableProperty("")
        var field: TextField? = TextField()
        weak let weakField = field
        phone <~ field!.continuousTextValues(during: token.lifetime)
        field!.textBinding(during: token.lifetime) <~ phone
        field!.endEditingBinding(during: token.lifetime) <~ phone.signal.map { _ in () }

        field = nil
        phone.value = "138"

        #expect(weakField == nil)
    }

    @Test("the end-editing binding resigns the field on every value")
    func endEditingBindingResigns() {
        let field = TextField()
        let token = Lifetime.Token()
        let (endEditing, input) = Signal<Void>.pipe()
        field.endEditingBinding(during: token.lifetime) <~ endEditing
        field.type("1")
        #expect(field.isEditing)

        input.send(())

        #expect(!field.isEditing)
    }
}
