import ReactiveCore
import Testing

@MainActor
struct BindingTests {
    @Test("binding a property sets the target to its current value at once, then to every change")
    func bindingPropertySendsCurrentValueFirst() {
        let viewModel = ViewModelFake()
        let view = ViewSpy()

        view.isButtonEnabled <~ viewModel.isPhoneEntered
        viewModel.phone.value = "1"
        viewModel.phone.value = "13"

        #expect(view.isButtonEnabledHistory == [false, true])
    }

    @Test("binding a signal sets the target to values sent afterwards only")
    func bindingSignalSendsLaterValues() {
        let (signal, input) = Signal<String>.pipe()
        input.send("before")
        let property = MutableProperty("")
        let spy = ObserverSpy<String>()
        property.signal.observe(spy.record)

        property <~ signal
        input.send("after")

        #expect(spy.values == ["after"])
        #expect(property.value == "after")
    }

    @Test("binding into a mutable property sets its value and notifies its observers")
    func bindingIntoMutableProperty() {
        let source = MutableProperty("138")
        let target = MutableProperty("")
        let spy = ObserverSpy<String>()
        target.signal.observe(spy.record)

        target <~ source
        source.value = "1387"

        #expect(spy.values == ["138", "1387"])
    }

    @Test("releasing the view ends its bindings and frees the view and the binding's closure")
    func releasingViewFreesViewAndBinding() {
        let viewModel = ViewModelFake()
        var view: ViewSpy? = ViewSpy()
        weak let weakView = view
        weak let weakCanary = view?.canary
        view!.isButtonEnabled <~ viewModel.isPhoneEntered

        view = nil
        viewModel.phone.value = "1"

        #expect(weakView == nil)
        #expect(weakCanary == nil)
    }

    @Test("releasing the view model frees it while a view is bound to its output, which lives until the view goes")
    func releasingViewModelFreesIt() {
        var viewModel: ViewModelFake? = ViewModelFake()
        weak let weakViewModel = viewModel
        weak let weakOutput = viewModel?.isPhoneEntered
        weak let weakInput = viewModel?.phone
        var view: ViewSpy? = ViewSpy()
        view!.isButtonEnabled <~ viewModel!.isPhoneEntered

        viewModel = nil
        let outputLivedOnWithTheView = weakOutput != nil && weakInput != nil
        view = nil

        #expect(weakViewModel == nil)
        #expect(outputLivedOnWithTheView)
        #expect(weakOutput == nil)
        #expect(weakInput == nil)
    }

    @Test("a binding never keeps its target property alive, and ends when the target is released")
    func bindingDoesNotRetainTargetProperty() {
        let (signal, input) = Signal<String>.pipe()
        var target: MutableProperty<String>? = MutableProperty("")
        weak let weakTarget = target
        target! <~ signal

        target = nil
        input.send("after")

        #expect(weakTarget == nil)
    }

    @Test("disposing the binding's disposable ends it early")
    func disposingBindingEndsIt() {
        let source = MutableProperty(1)
        let target = MutableProperty(0)
        let binding = target <~ source

        binding.dispose()
        source.value = 2

        #expect(target.value == 1)
    }
}
