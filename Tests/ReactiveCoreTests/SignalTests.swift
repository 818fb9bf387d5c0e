import ReactiveCore
import Testing

@MainActor
struct SignalTests {
    @Test("a value reaches every observer before send returns")
    func deliversSynchronously() {
        let (signal, input) = Signal<Int>.pipe()
        let first = ObserverSpy<Int>()
        let second = ObserverSpy<Int>()
        signal.observe(first.record)
        signal.observe(second.record)

        input.send(1)

        #expect(first.values == [1])
        #expect(second.values == [1])
    }

    @Test("observers receive each value in the order they started observing")
    func deliversInRegistrationOrder() {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        for name in ["first", "second", "third"] {
            signal.observe { log.append("\(name) \($0)") }
        }

        input.send(1)
        input.send(2)

        #expect(log == ["first 1", "second 1", "third 1", "first 2", "second 2", "third 2"])
    }

    @Test("an observer only receives values sent after it started observing")
    func observersMissEarlierValues() {
        let (signal, input) = Signal<Int>.pipe()
        input.send(1)
        let spy = ObserverSpy<Int>()
        signal.observe(spy.record)

        input.send(2)

        #expect(spy.values == [2])
    }

    @Test("a value sent during a delivery is queued and delivered after the current one")
    func reentrantSendIsQueued() {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        let resender = signal.observe { value in
            log.append("A \(value)")
            if value == 1 { input.send(2) }
            log.append("A done \(value)")
        }
        // The observer captures its own signal's input: a cycle until it is disposed.
        defer { resender.dispose() }
        signal.observe { log.append("B \($0)") }

        input.send(1)

        #expect(log == ["A 1", "A done 1", "B 1", "A 2", "A done 2", "B 2"])
    }

    @Test("an observer added during a delivery receives the next value, not the current one")
    func observerAddedDuringDeliveryWaitsForNextValue() {
        let (signal, input) = Signal<Int>.pipe()
        let late = ObserverSpy<Int>()
        var added = false
        signal.observe { [weak signal] _ in
            guard !added else { return }
            added = true
            signal?.observe(late.record)
        }

        input.send(1)
        input.send(2)

        #expect(late.values == [2])
    }

    @Test("an observer removed during a delivery still receives the current value, then nothing")
    func observerRemovedDuringDeliveryFinishesCurrentValue() {
        let (signal, input) = Signal<Int>.pipe()
        var second: Disposable?
        signal.observe { _ in second?.dispose() }
        let spy = ObserverSpy<Int>()
        second = signal.observe(spy.record)

        input.send(1)
        input.send(2)

        #expect(spy.values == [1])
    }

    @Test("an observer can dispose itself while handling a value")
    func observerDisposesItselfDuringDelivery() {
        let (signal, input) = Signal<Int>.pipe()
        var received: [Int] = []
        var observation: Disposable?
        observation = signal.observe { value in
            received.append(value)
            observation?.dispose()
        }
        let after = ObserverSpy<Int>()
        signal.observe(after.record)

        input.send(1)
        input.send(2)

        #expect(received == [1])
        #expect(after.values == [1, 2])
        #expect(observation?.isDisposed == true)
    }

    @Test("disposing an observation stops delivery and frees the observer's closure")
    func disposingStopsDeliveryAndFreesClosure() {
        let (signal, input) = Signal<Int>.pipe()
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        var received: [Int] = []
        let observation = signal.observe { [canary] value in
            withExtendedLifetime(canary) { received.append(value) }
        }
        canary = nil
        input.send(1)

        observation.dispose()
        input.send(2)

        #expect(received == [1])
        #expect(weakCanary == nil)
    }

    @Test("releasing a signal frees its observers' closures")
    func releasingSignalFreesObservers() {
        var pipe: (output: Signal<Int>, input: Signal<Int>.Observer)? = Signal<Int>.pipe()
        weak let weakSignal = pipe?.output
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        pipe?.output.observe { [canary] _ in _ = canary }
        canary = nil

        pipe = nil

        #expect(weakSignal == nil)
        #expect(weakCanary == nil)
    }

    @Test("an observation kept after its signal went reports itself disposed, and frees its closure when disposed")
    func observationOutlivingItsSignalIsDisposed() {
        var pipe: (output: Signal<Int>, input: Signal<Int>.Observer)? = Signal<Int>.pipe()
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        let observation = pipe?.output.observe { [canary] _ in _ = canary }
        canary = nil

        pipe = nil
        let isDisposedOnceTheSignalWent = observation?.isDisposed
        observation?.dispose()

        #expect(isDisposedOnceTheSignalWent == true)
        #expect(weakCanary == nil)
    }

    @Test("observing never keeps the observed signal alive")
    func observationDoesNotRetainSignal() {
        var pipe: (output: Signal<Int>, input: Signal<Int>.Observer)? = Signal<Int>.pipe()
        weak let weakSignal = pipe?.output
        let observation = pipe?.output.observe { _ in }

        pipe = nil

        #expect(weakSignal == nil)
        withExtendedLifetime(observation) {}
    }
}
