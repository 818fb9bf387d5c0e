import ReactiveCore
import Testing

@MainActor
struct PropertyTests {
    @Test("observing a property sends its current value first, then every change")
    func observeSendsCurrentValueFirst() {
        let property = MutableProperty("initial")
        let spy = ObserverSpy<String>()

        property.observe(spy.record)
        #expect(spy.values == ["initial"])

        property.value = "changed"
        #expect(spy.values == ["initial", "changed"])
    }

    @Test("a property's signal sends changes only, not the current value")
    func signalSendsChangesOnly() {
        let property = MutableProperty(1)
        let spy = ObserverSpy<Int>()
        property.signal.observe(spy.record)

        property.value = 2

        #expect(spy.values == [2])
    }

    @Test("a mutable property sends every assignment, equal values included")
    func mutablePropertySendsEveryAssignment() {
        let property = MutableProperty(0)
        let spy = ObserverSpy<Int>()
        property.signal.observe(spy.record)

        property.value = 1
        property.value = 1

        #expect(spy.values == [1, 1])
        #expect(property.value == 1)
    }

    @Test("a constant property sends its value to each new observer and never changes")
    func constantPropertySendsItsValue() {
        let property = Property(value: true)
        let first = ObserverSpy<Bool>()
        let second = ObserverSpy<Bool>()

        property.observe(first.record)
        property.observe(second.record)

        #expect(first.values == [true])
        #expect(second.values == [true])
        #expect(property.value)
    }

    @Test("a property made from a signal starts with its initial value and takes every value sent")
    func propertyFromSignalFollowsSignal() {
        let (signal, input) = Signal<Int>.pipe()
        let property = Property(initial: 0, then: signal)
        let spy = ObserverSpy<Int>()
        property.observe(spy.record)

        input.send(5)

        #expect(spy.values == [0, 5])
        #expect(property.value == 5)
    }

    @Test("a value set during a delivery becomes the value when its own delivery starts")
    func reentrantSetIsQueuedWithItsValue() {
        let property = MutableProperty(0)
        var valueSeenAfterReentrantSet: Int?
        property.signal.observe { [weak property] value in
            guard let property, value == 1 else { return }
            property.value = 2
            valueSeenAfterReentrantSet = property.value
        }
        let spy = ObserverSpy<Int>()
        property.signal.observe(spy.record)

        property.value = 1

        #expect(valueSeenAfterReentrantSet == 1)
        #expect(spy.values == [1, 2])
        #expect(property.value == 2)
    }

    @Test("a change made while a new observer handles the current value reaches it right after")
    func changeDuringFirstValueIsQueued() {
        let property = MutableProperty(0)
        var log: [Int] = []
        property.observe { [weak property] value in
            log.append(value)
            if value == 0 { property?.value = 1 }
        }

        #expect(log == [0, 1])
    }

    @Test("an observer added during a delivery receives the value being delivered first")
    func observerAddedDuringDeliveryStartsWithDeliveredValue() {
        let property = MutableProperty(0)
        let late = ObserverSpy<Int>()
        var added = false
        property.signal.observe { [weak property] value in
            guard let property, value == 1, !added else { return }
            added = true
            property.value = 2
            property.observe(late.record)
        }

        property.value = 1

        #expect(late.values == [1, 2])
    }

    @Test("disposing a property observation stops delivery")
    func disposingPropertyObservationStopsDelivery() {
        let property = MutableProperty(0)
        let spy = ObserverSpy<Int>()
        let observation = property.observe(spy.record)

        observation.dispose()
        property.value = 1

        #expect(spy.values == [0])
    }

    @Test("observing a property never keeps it alive")
    func observationDoesNotRetainProperty() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        weak let weakProperty = property
        let spy = ObserverSpy<Int>()
        property?.observe(spy.record)

        property = nil

        #expect(weakProperty == nil)
    }
}
