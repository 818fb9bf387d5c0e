import ReactiveCore
import Testing

/// A read-only output is really read-only: `Property` is not a `MutableProperty`, so a view cannot write to what its
/// view model derives.
@MainActor
struct ReadOnlyPropertyTests {
    @Test("a read-only view of a mutable property cannot be cast back to it")
    func readOnlyViewCannotBeCastBack() {
        let loading = MutableProperty<String?>(nil)
        let output: AnyObject = Property(capturing: loading)

        #expect(!(output is MutableProperty<String?>))
        #expect(output is Property<String?>)
    }

    @Test("a derived property cannot be cast to a mutable property")
    func derivedPropertyCannotBeCast() {
        let phone = MutableProperty("")
        let output: AnyObject = phone.map { $0.count }.skipRepeats()

        #expect(!(output is MutableProperty<Int>))
    }

    @Test("a read-only view has its mutable property's value and changes, and keeps it alive")
    func readOnlyViewFollowsAndKeepsItsProperty() {
        var loading: MutableProperty<String?>? = MutableProperty(nil)
        weak let weakLoading = loading
        let output = Property(capturing: loading!)
        let spy = ObserverSpy<String?>()
        output.observe(spy.record)

        loading?.value = "Loading..."
        loading = nil

        #expect(spy.values == [nil, "Loading..."])
        #expect(output.value == "Loading...")
        #expect(weakLoading != nil)
    }
}
