import Testing

@testable import ReactiveCore

/// Who keeps a derived property or signal alive, and when it follows its sources: only while it is observed, so a
/// derived node nobody observes or holds goes, even while its source lives on.
@MainActor
struct DerivedLifetimeTests {
    @Test("a derived property nobody observes or holds is freed while its source lives on, costing it nothing")
    func unobservedDerivedPropertyIsFreed() {
        let text = MutableProperty("a")

        weak let weakLength = text.map { $0.count }.skipRepeats()

        #expect(weakLength == nil)
        #expect(text.observerCount == 0)
    }

    @Test("a chain whose source and observation are both dropped, undisposed, is freed: source, nodes and closure")
    func droppedChainIsFreedWithItsSource() {
        var source: MutableProperty<Int>? = MutableProperty(0)
        weak let weakSource = source
        weak var weakMapped: Property<Bool>?
        weak var weakDistinct: Property<Bool>?
        weak var weakCanary: Canary?
        let spy = ObserverSpy<Bool>()
        var observation: (any Disposable)? = {
            let mapped = source!.map { $0 > 0 }
            let distinct = mapped.skipRepeats()
            let canary = Canary()
            (weakMapped, weakDistinct, weakCanary) = (mapped, distinct, canary)
            return distinct.observe { [canary] in
                _ = canary
                spy.record($0)
            }
        }()
        source?.value = 1

        observation = nil
        let aliveWhileTheSourceLives = weakMapped != nil && weakDistinct != nil && weakCanary != nil
        source?.value = 2
        source = nil

        #expect(observation == nil)
        #expect(aliveWhileTheSourceLives)
        #expect(spy.values == [false, true])
        #expect(weakSource == nil)
        #expect(weakMapped == nil)
        #expect(weakDistinct == nil)
        #expect(weakCanary == nil)
    }

    @Test("a derived signal whose pipe and observation are both dropped, undisposed, is freed with the pipe")
    func droppedSignalChainIsFreedWithItsPipe() {
        var pipe: (output: Signal<Int>, input: Signal<Int>.Observer)? = Signal<Int>.pipe()
        weak let weakPipe = pipe?.output
        weak var weakMapped: Signal<Int>?
        let spy = ObserverSpy<Int>()
        var observation: (any Disposable)? = {
            let mapped = pipe!.output.filter { $0 > 0 }.map { $0 * 10 }
            weakMapped = mapped
            return mapped.observe(spy.record)
        }()

        observation = nil
        pipe?.input.send(1)
        pipe = nil

        #expect(observation == nil)
        #expect(spy.values == [10])
        #expect(weakPipe == nil)
        #expect(weakMapped == nil)
    }

    @Test("a derived property follows its sources only while observed: the first observer starts it, the last stops it")
    func derivedPropertyFollowsSourceWhileObserved() {
        let text = MutableProperty("a")
        let length = text.map { $0.count }
        #expect(text.observerCount == 0)

        let first = length.observe { _ in }
        let second = length.observe { _ in }
        let whileObserved = text.observerCount
        first.dispose()
        let withOneObserverLeft = text.observerCount
        second.dispose()

        #expect(whileObserved == 1)
        #expect(withOneObserverLeft == 1)
        #expect(text.observerCount == 0)
    }

    @Test("an observed derived property stays alive, with its source, until the observation ends")
    func observedDerivedPropertyLivesUntilObservationEnds() {
        var text: MutableProperty<String>? = MutableProperty("a")
        weak let weakText = text
        weak var weakLength: Property<Int>?
        let spy = ObserverSpy<Int>()
        let observation = {
            let length = text!.map { $0.count }
            weakLength = length
            return length.observe(spy.record)
        }()

        text?.value = "ab"
        text = nil
        let aliveWhileObserved = weakLength != nil && weakText != nil
        observation.dispose()

        #expect(aliveWhileObserved)
        #expect(spy.values == [1, 2])
        #expect(weakLength == nil)
        #expect(weakText == nil)
    }

    @Test("an unobserved derived property computes its value from its sources when asked")
    func unobservedDerivedPropertyComputesItsValue() {
        let phone = MutableProperty("")
        let code = MutableProperty("")
        let isFilled = combineLatest(phone, code).map { !$0.isEmpty && !$1.isEmpty }.skipRepeats()

        phone.value = "138"
        code.value = "5858"

        #expect(isFilled.value)
        #expect(phone.observerCount == 0)
        #expect(code.observerCount == 0)
    }

    @Test("a derived property observed again after a pause starts from its sources' current values")
    func reobservedDerivedPropertyStartsFromCurrentValues() {
        let text = MutableProperty("a")
        let length = text.map { $0.count }
        length.observe { _ in }.dispose()
        text.value = "abc"
        let spy = ObserverSpy<Int>()

        length.observe(spy.record)
        text.value = "ab"

        #expect(spy.values == [3, 2])
    }

    @Test("10,000 rounds of derive, observe and dispose on one long-lived property leave no observer and no node")
    func churnLeavesNothingBehind() {
        let source = MutableProperty(0)
        let other = MutableProperty(0)
        let observersBefore = (source.observerCount, other.observerCount)
        var survivors: [() -> AnyObject?] = []

        for round in 0..<10_000 {
            let mapped = source.map { $0 + 1 }
            let distinct = mapped.skipRepeats()
            let combined = combineLatest(distinct, other).map { $0 + $1 }
            let changes = source.signal.map { $0 * 2 }
            let observation = combined.observe { _ in }
            let signalObservation = changes.observe { _ in }
            source.value = round
            observation.dispose()
            signalObservation.dispose()
            if round.isMultiple(of: 1_000) {
                weak let weakMapped = mapped
                weak let weakDistinct = distinct
                weak let weakCombined = combined
                weak let weakChanges = changes
                survivors += [{ weakMapped }, { weakDistinct }, { weakCombined }, { weakChanges }]
            }
        }

        #expect(source.observerCount == observersBefore.0)
        #expect(other.observerCount == observersBefore.1)
        #expect(survivors.allSatisfy { $0() == nil })
    }

    @Test("a derived signal nobody observes is freed while its source lives on; observed, it lives until disposed")
    func derivedSignalLivesWhileObserved() {
        let (taps, input) = Signal<Int>.pipe()
        weak let unobserved = taps.map { $0 * 2 }
        weak var weakObserved: Signal<Int>?
        let spy = ObserverSpy<Int>()
        let observation = {
            let doubled = taps.map { $0 * 2 }
            weakObserved = doubled
            return doubled.observe(spy.record)
        }()

        input.send(1)
        let aliveWhileObserved = weakObserved != nil
        observation.dispose()

        #expect(unobserved == nil)
        #expect(aliveWhileObserved)
        #expect(spy.values == [2])
        #expect(weakObserved == nil)
        #expect(taps.observerCount == 0)
    }

    @Test("a property made from a signal is kept by its owner alone, and stops following the signal when it goes")
    func propertyFromSignalGoesWithItsOwner() {
        let (taps, input) = Signal<Int>.pipe()
        var property: Property<Int>? = Property(initial: 0, then: taps.map { $0 + 1 })
        weak let weakProperty = property

        input.send(1)
        let valueWhileHeld = property?.value
        property = nil

        #expect(valueWhileHeld == 2)
        #expect(weakProperty == nil)
        #expect(taps.observerCount == 0)
    }

    @Test("an observed property made from a signal outlives its owner, following the signal until the observation ends")
    func observedPropertyFromSignalLivesUntilObservationEnds() {
        let (taps, input) = Signal<Int>.pipe()
        var property: Property<Int>? = Property(initial: 0, then: taps)
        weak let weakProperty = property
        let spy = ObserverSpy<Int>()
        let observation = property!.observe(spy.record)

        property = nil
        input.send(1)
        let aliveWhileObserved = weakProperty != nil
        observation.dispose()

        #expect(aliveWhileObserved)
        #expect(spy.values == [0, 1])
        #expect(weakProperty == nil)
        #expect(taps.observerCount == 0)
    }

    @Test(
        "a derived property whose last observer leaves during a delivery stops following at once; that delivery still reaches its observers"
    )
    func stoppingDuringDeliveryLeavesTheDeliveryAlone() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var registeredOnSourceAfterStopping: Int?
        var first: (any Disposable)?
        var second: (any Disposable)?
        let firstSpy = ObserverSpy<Int>()
        first = derived.observe { value in
            firstSpy.record(value)
            guard value == 10 else { return }
            // Disposes both observers of `derived` while it delivers 10: its last observer is gone.
            first?.dispose()
            second?.dispose()
            registeredOnSourceAfterStopping = source.observerCount
        }
        let secondSpy = ObserverSpy<Int>()
        second = derived.observe(secondSpy.record)

        source.value = 1
        source.value = 2

        // The delivery of 10 walks the observers it began with, so the second still gets 10.
        #expect(registeredOnSourceAfterStopping == 0)
        #expect(firstSpy.values == [0, 10])
        #expect(secondSpy.values == [0, 10])
    }

    @Test("an observer removed during a delivery of a derived property still receives that value, then nothing")
    func removalDuringDerivedDeliveryFinishesTheValue() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var second: (any Disposable)?
        let first = derived.observe { value in
            if value == 10 { second?.dispose() }
        }
        let spy = ObserverSpy<Int>()
        second = derived.observe(spy.record)

        source.value = 1
        source.value = 2

        #expect(spy.values == [0, 10])
        first.dispose()
        #expect(source.observerCount == 0)
    }

    @Test("a value set on the source while a derived property delivers is queued and sent after the current one")
    func reentrantSetThroughDerivedPropertyIsQueued() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var log: [String] = []
        derived.observe { [weak source] value in
            log.append("A \(value)")
            if value == 10 { source?.value = 2 }
            log.append("A done \(value)")
        }
        derived.observe { log.append("B \($0)") }

        source.value = 1

        #expect(log == ["A 0", "A done 0", "B 0", "A 10", "A done 10", "B 10", "A 20", "A done 20", "B 20"])
        #expect(derived.value == 20)
    }
}
