import ReactiveCore
import Testing

@MainActor
struct LifetimeTests {
    @Test("releasing the token ends the lifetime and disposes what was added, once")
    func releasingTokenEndsLifetime() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        var endings = 0
        lifetime.observeEnded { endings += 1 }
        let disposable = AnyDisposable {}
        lifetime += disposable
        #expect(!lifetime.hasEnded)

        token = nil

        #expect(lifetime.hasEnded)
        #expect(endings == 1)
        #expect(disposable.isDisposed)
        _ = token
    }

    @Test("something added to an ended lifetime is disposed at once")
    func addingToEndedLifetimeDisposesAtOnce() {
        let lifetime = Lifetime.Token().lifetime
        let disposable = AnyDisposable {}

        lifetime += disposable

        #expect(disposable.isDisposed)
    }

    @Test("holding a lifetime does not keep its token alive")
    func lifetimeDoesNotRetainToken() {
        var token: Lifetime.Token? = Lifetime.Token()
        weak let weakToken = token
        let lifetime = token!.lifetime

        token = nil

        #expect(weakToken == nil)
        #expect(lifetime.hasEnded)
    }

    @Test("disposing what observeEnded returned cancels the call: it does not run, then or when the lifetime ends")
    func cancellingAnEndObservation() {
        var token: Lifetime.Token? = Lifetime.Token()
        var calls = 0
        let observation = token!.lifetime.observeEnded { calls += 1 }

        observation.dispose()
        token = nil

        #expect(calls == 0)
        #expect(observation.isDisposed)
    }

    @Test("a long-lived lifetime lets go of what was disposed early, instead of keeping it until it ends")
    func longLivedLifetimeDropsDisposedEarly() {
        let token = Lifetime.Token()
        // Kept live, so it holds the lifetime's first slot and every later disposable goes to the list behind it.
        let live = AnyDisposable {}
        token.lifetime += live
        var early: [() -> AnyObject?] = []

        for _ in 0..<1_000 {
            let disposable = AnyDisposable {}
            token.lifetime += disposable
            disposable.dispose()
            weak let weakDisposable = disposable
            early.append { weakDisposable }
        }

        // Adding never scans: disposed entries are dropped when the list has doubled since the last sweep, so
        // at most a handful of the last ones are still held.
        #expect(early.filter { $0() != nil }.count <= 16)
        #expect(early.first?() == nil)
        #expect(!live.isDisposed)
    }

    @Test("disposing runs the action once and frees it")
    func disposeRunsOnceAndFreesAction() {
        var runs = 0
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        let disposable = AnyDisposable { [canary] in
            _ = canary
            runs += 1
        }
        canary = nil

        disposable.dispose()
        disposable.dispose()

        #expect(runs == 1)
        #expect(weakCanary == nil)
    }
}
