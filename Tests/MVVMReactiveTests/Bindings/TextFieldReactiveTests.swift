import HeadlessUI
import TestSupport
import Testing

@testable import MVVMReactive
@testable import ReactiveCore

/// The text field bridge: typing goes into a property, a property goes into the text, and both end with
/// the field without keeping it alive.
@MainActor
@Suite(.leakChecked)
struct TextFieldReactiveTests {
    @Test("typing sends every edit on continuousTextValues; text set in code sends nothing")
    func continuousTextValuesSendsUserEditsOnly() {
        let field = TextField()
        trackForLeaks(field)
        let edits = OutputRecorder(field.reactive.continuousTextValues)

        field.type("13")
        field.text = "set in code"
        field.clear()
        field.paste("5858")

        #expect(edits.values == ["1", "13", "", "5858"])
    }

    @Test("a field has one continuousTextValues signal, however often it is asked for")
    func continuousTextValuesIsOneSignalPerField() {
        let field = TextField()
        trackForLeaks(field)

        #expect(field.reactive.continuousTextValues === field.reactive.continuousTextValues)
    }

    @Test("typing into a bound field reaches the view model's property")
    func typingReachesProperty() {
        let field = TextField()
        trackForLeaks(field)
        let phone = MutableProperty("")

        phone <~ field.reactive.continuousTextValues
        field.type("138")

        #expect(phone.value == "138")
    }

    @Test("a property bound into a field sets its text at once and on every change, firing no edit")
    func propertySetsFieldText() {
        let field = TextField()
        trackForLeaks(field)
        let phone = MutableProperty("139")
        let edits = OutputRecorder(field.reactive.continuousTextValues)

        field.reactive.text <~ phone
        #expect(field.text == "139")
        phone.value = "13874389438"

        #expect(field.text == "13874389438")
        #expect(edits.values.isEmpty)
    }

    @Test("a field bound both ways to a property keeps one value and sends each edit once")
    func twoWayBindingSettles() {
        let field = TextField()
        trackForLeaks(field)
        let phone = MutableProperty("")
        let changes = OutputRecorder(phone.signal)
        phone <~ field.reactive.continuousTextValues
        field.reactive.text <~ phone

        field.type("13")
        phone.value = "138"
        field.type("7")

        #expect(changes.values == ["1", "13", "138", "1387"])
        #expect(field.text == "1387")
    }

    @Test("a field's bindings end when it goes: it is freed and its sources have no observer left")
    func bindingsEndWithField() {
        let phone = MutableProperty("")
        var field: TextField? = TextField()
        weak let weakField = field
        weak let weakEdits = field?.reactive.continuousTextValues
        phone <~ field!.reactive.continuousTextValues
        field!.reactive.text <~ phone
        #expect(phone.observerCount == 1)

        field = nil
        phone.value = "138"

        #expect(weakField == nil)
        #expect(weakEdits == nil)
        #expect(phone.observerCount == 0)
    }

    @Test("typing stops reaching a property once the property goes, and the field lives on")
    func bindingIntoPropertyEndsWithProperty() {
        let field = TextField()
        trackForLeaks(field)
        var phone: MutableProperty<String>? = MutableProperty("")
        weak let weakPhone = phone
        phone! <~ field.reactive.continuousTextValues

        phone = nil
        field.type("1")

        #expect(weakPhone == nil)
        #expect(field.reactive.continuousTextValues.observerCount == 0)
    }
}
