import ReactiveCore
import Testing

@MainActor
struct LifetimeTests {
    @Test("releasing the token ends the lifetime and disposes what was added, once")
    func releasingTokenEndsLifetime() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        var endings = 0
        lifetime.observeEnded { endings += 1 }
        let disposable = Disposable {}
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
        let disposable = Disposable {}

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

    @Test("disposing runs the action once and frees it")
    func disposeRunsOnceAndFreesAction() {
        var runs = 0
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        let disposable = Disposable { [canary] in
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
