import Testing

@testable import ReactiveCore

@MainActor
struct SignalOperatorsTests {
    @Test("map sends the transform of every value")
    func mapTransformsEveryValue() {
        let (signal, input) = Signal<Int>.pipe()
        let spy = ObserverSpy<String>()
        signal.map { "#\($0)" }.observe(spy.record)

        input.send(1)
        input.send(1)
        input.send(2)

        #expect(spy.values == ["#1", "#1", "#2"])
    }

    @Test("filter sends only the values it includes")
    func filterDropsExcludedValues() {
        let (signal, input) = Signal<Int>.pipe()
        let spy = ObserverSpy<Int>()
        signal.filter { $0.isMultiple(of: 2) }.observe(spy.record)

        for value in 1...6 { input.send(value) }

        #expect(spy.values == [2, 4, 6])
    }

    @Test("skipRepeats sends the first value and then only values that differ from the previous one")
    func skipRepeatsDropsConsecutiveDuplicates() {
        let (signal, input) = Signal<String>.pipe()
        let spy = ObserverSpy<String>()
        signal.skipRepeats().observe(spy.record)

        for value in ["a", "a", "b", "b", "a"] { input.send(value) }

        #expect(spy.values == ["a", "b", "a"])
    }

    @Test("negate sends the opposite of every Bool")
    func negateInvertsEveryValue() {
        let (signal, input) = Signal<Bool>.pipe()
        let spy = ObserverSpy<Bool>()
        signal.negate().observe(spy.record)

        input.send(true)
        input.send(false)

        #expect(spy.values == [false, true])
    }

    @Test("merge sends every value of every input, in the order they are sent")
    func mergeInterleavesInputs() {
        let (first, firstInput) = Signal<Int>.pipe()
        let (second, secondInput) = Signal<Int>.pipe()
        let spy = ObserverSpy<Int>()
        Signal.merge(first, second).observe(spy.record)

        firstInput.send(1)
        secondInput.send(10)
        firstInput.send(2)

        #expect(spy.values == [1, 10, 2])
    }

    @Test("take(during:) sends values until the lifetime ends, then nothing")
    func takeDuringStopsWhenLifetimeEnds() {
        let (signal, input) = Signal<Int>.pipe()
        var token: Lifetime.Token? = Lifetime.Token()
        let spy = ObserverSpy<Int>()
        signal.take(during: token!.lifetime).observe(spy.record)

        input.send(1)
        token = nil
        input.send(2)

        #expect(spy.values == [1])
    }

    @Test("take(during:) frees its observers when the lifetime ends")
    func takeDuringFreesObserversWhenLifetimeEnds() {
        let (signal, _) = Signal<Int>.pipe()
        var token: Lifetime.Token? = Lifetime.Token()
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        signal.take(during: token!.lifetime).observe { [canary] _ in _ = canary }
        canary = nil
        #expect(weakCanary != nil)

        token = nil

        #expect(weakCanary == nil)
    }

    @Test("a signal derived from one taken during a lifetime outlives that lifetime's end safely while observed")
    func derivedFromTakenSignalSurvivesTheLifetimeEnd() {
        let (signal, input) = Signal<Int>.pipe()
        var token: Lifetime.Token? = Lifetime.Token()
        weak var weakMapped: Signal<Int>?
        let spy = ObserverSpy<Int>()
        let observation = {
            let mapped = signal.take(during: token!.lifetime).map { $0 * 2 }
            weakMapped = mapped
            return mapped.observe(spy.record)
        }()

        input.send(1)
        token = nil
        input.send(2)
        let aliveWhileObserved = weakMapped != nil
        observation.dispose()

        #expect(spy.values == [2])
        #expect(aliveWhileObserved)
        #expect(weakMapped == nil)
        #expect(signal.observerCount == 0)
    }

    @Test("take(during:) an ended lifetime sends nothing")
    func takeDuringEndedLifetimeSendsNothing() {
        let (signal, input) = Signal<Int>.pipe()
        let lifetime = Lifetime.Token().lifetime
        let spy = ObserverSpy<Int>()
        signal.take(during: lifetime).observe(spy.record)

        input.send(1)

        #expect(lifetime.hasEnded)
        #expect(spy.values.isEmpty)
    }
}
