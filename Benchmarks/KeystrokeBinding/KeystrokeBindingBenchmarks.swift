import ReactiveCore

extension BenchmarkRegistry {
    /// The `binding` chains again, carrying a login keystroke's real work instead of trivial work: each update is the
    /// phone field's new text, and the derived value is whether the login is ready (``KeystrokeTexts``). The floor,
    /// `keystroke/direct`, is one closure call doing that work; the ratios show what each mechanism adds to what a
    /// keystroke costs anyway.
    mutating func addKeystrokeBindingBenchmarks() {
        add("keystroke/direct", isBaseline: true) {
            let target = BindingTarget()
            let deliver: @MainActor (String) -> Void = {
                target.isEnabled = KeystrokeTexts.isLoginReady(phone: $0, code: KeystrokeTexts.code)
            }
            return Self.keystrokeLoop(into: target) { deliver(KeystrokeTexts.phone($0)) }
        }
        add("keystroke/map-skiprepeats") {
            let phone = MutableProperty(KeystrokeTexts.phone(0))
            let target = BindingTarget()
            phone.map { KeystrokeTexts.isLoginReady(phone: $0, code: KeystrokeTexts.code) }.skipRepeats()
                .observe { target.isEnabled = $0 }
            return Self.keystrokeLoop(into: target) { phone.value = KeystrokeTexts.phone($0) }
        }
        add("keystroke/combinelatest-map-skiprepeats") {
            let phone = MutableProperty(KeystrokeTexts.phone(0))
            let code = MutableProperty(KeystrokeTexts.code)
            let target = BindingTarget()
            combineLatest(phone, code).map { KeystrokeTexts.isLoginReady(phone: $0, code: $1) }.skipRepeats()
                .observe { target.isEnabled = $0 }
            return Self.keystrokeLoop(into: target) { phone.value = KeystrokeTexts.phone($0) }
        }
    }

    /// A loop that sends `iterations` keystrokes through `send` and checks the last one reached `target`, and the
    /// check that `target` shows the last keystroke of the last loop. Keystrokes carry on from where the previous loop
    /// stopped, so the first of a loop is never a repeat.
    @MainActor
    private static func keystrokeLoop(
        into target: BindingTarget,
        send: @escaping @MainActor (Int) -> Void
    ) -> Benchmark.Work {
        var next = 1
        let loop: Benchmark.Loop = { iterations in
            let keystrokes = next..<next + iterations
            next = keystrokes.upperBound
            let last = keystrokes.upperBound - 1
            target.isEnabled = !KeystrokeTexts.isLoginReady(
                phone: KeystrokeTexts.phone(last), code: KeystrokeTexts.code)
            for keystroke in keystrokes {
                send(keystroke)
            }
            precondition(
                target.isEnabled
                    == KeystrokeTexts.isLoginReady(phone: KeystrokeTexts.phone(last), code: KeystrokeTexts.code),
                "the last keystroke did not reach the target"
            )
            blackHole(target.isEnabled)
        }
        return Benchmark.Work(loop: loop) {
            let phone = KeystrokeTexts.phone(next - 1)
            try check(
                "the target after the keystroke that left \(String(reflecting: phone))",
                is: target.isEnabled,
                expected: KeystrokeTexts.isLoginReady(phone: phone, code: KeystrokeTexts.code)
            )
        }
    }
}
