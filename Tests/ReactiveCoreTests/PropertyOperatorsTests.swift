import ReactiveCore
import Testing

@MainActor
struct PropertyOperatorsTests {
    @Test("map's value is the transform of the current value at once, then of every change")
    func mapStartsWithTransformedCurrentValue() {
        let text = MutableProperty("ab")
        let length = text.map { $0.count }
        let spy = ObserverSpy<Int>()
        length.observe(spy.record)

        text.value = "abc"
        text.value = "xyz"

        #expect(spy.values == [2, 3, 3])
        #expect(length.value == 3)
    }

    @Test("skipRepeats sends the current value first, then only values that differ")
    func skipRepeatsSendsCurrentThenDistinctChanges() {
        let text = MutableProperty("ab")
        let length = text.map { $0.count }.skipRepeats()
        let spy = ObserverSpy<Int>()
        length.observe(spy.record)

        for value in ["cd", "abc", "xyz", "a"] { text.value = value }

        #expect(spy.values == [2, 3, 1])
    }

    @Test("skipRepeats' first value is always sent, even when later ones repeat it")
    func skipRepeatsFirstValueAlwaysSent() {
        let flag = MutableProperty(false)
        let distinct = flag.skipRepeats()
        let spy = ObserverSpy<Bool>()

        distinct.observe(spy.record)
        flag.value = false

        #expect(spy.values == [false])
    }

    @Test("negate's value is always the opposite of its source")
    func negateFollowsSource() {
        let isLoading = MutableProperty(false)
        let isIdle = isLoading.negate()
        let spy = ObserverSpy<Bool>()
        isIdle.observe(spy.record)

        isLoading.value = true

        #expect(spy.values == [true, false])
        #expect(isIdle.value == false)
    }

    @Test("combineLatest of two starts with both current values and sends when either changes")
    func combineLatestOfTwo() {
        let phone = MutableProperty("")
        let code = MutableProperty("1")
        var pairs: [String] = []
        combineLatest(phone, code).observe { pairs.append("\($0)|\($1)") }

        phone.value = "138"
        code.value = "12"

        #expect(pairs == ["|1", "138|1", "138|12"])
    }

    @Test("combineLatest of three starts with all current values and sends when any changes")
    func combineLatestOfThree() {
        let first = MutableProperty(1)
        let second = MutableProperty(2)
        let third = MutableProperty(3)
        var sums: [Int] = []
        combineLatest(first, second, third).observe { sums.append($0 * 100 + $1 * 10 + $2) }

        first.value = 4
        second.value = 5
        third.value = 6

        #expect(sums == [123, 423, 453, 456])
    }

    @Test("over a diamond, map + skipRepeats after combineLatest sends only real changes")
    func skipRepeatsAfterCombineLatestOverDiamond() {
        let phone = MutableProperty("")
        let isNonEmpty = phone.map { !$0.isEmpty }
        let isLongEnough = phone.map { $0.count >= 3 }
        let isValid = combineLatest(isNonEmpty, isLongEnough).map { $0 && $1 }
        let raw = ObserverSpy<Bool>()
        let distinct = ObserverSpy<Bool>()
        isValid.observe(raw.record)
        isValid.skipRepeats().observe(distinct.record)

        phone.value = "1"
        phone.value = "123"
        phone.value = "1234"

        // One change upstream reaches combineLatest twice (once per branch), the first time with only
        // one branch updated: the raw stream repeats itself; skipRepeats leaves the real changes.
        #expect(raw.values == [false, false, false, false, true, true, true])
        #expect(distinct.values == [false, true])
    }
}
