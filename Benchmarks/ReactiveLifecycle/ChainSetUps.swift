import ReactiveCore

/// Builds one chain per call for `reactive.setup/…`, so that the runner's numbers are the set-up's alone.
///
/// Each call returns a ticket standing for its chain. The runner drops a ticket at once while it times and counts
/// allocations, and keeps ``BenchmarkRunner/Settings/retainedObjects`` of them (200; 100 with `--quick`) to read
/// the bytes they retain; a chain whose ticket the runner has dropped is torn down at the start of the next call,
/// out of the sample (``Untimed``). So a timed call builds one chain and tears down none, and the bytes read are
/// those of the chains the runner keeps (less the one chain left from the timed calls, which the first of the
/// kept calls tears down: 1 chain in 200, or in 100).
@MainActor
final class ChainSetUps {
    /// Enough for the most objects any of the runner's settings keeps for its bytes reading: dropped tickets are
    /// freed before one is handed out, so no more are ever in use at once. One more, to spare.
    private static let ticketCount =
        max(BenchmarkRunner.Settings.standard.retainedObjects, BenchmarkRunner.Settings.quick.retainedObjects) + 1

    private let chain: ReactiveChain
    let sources = ChainSources()

    /// Made once, so handing one out allocates nothing. The runner holds a ticket exactly as long as it wants
    /// the chain: a ticket only this array refers to stands for a chain to tear down.
    private var tickets: [Ticket] = (0..<ChainSetUps.ticketCount).map { _ in Ticket() }

    /// The chain of each ticket (same index), nil when none.
    private var observations: [(any Disposable)?] = Array(repeating: nil, count: ChainSetUps.ticketCount)

    /// The tickets standing for a chain now: one while the runner times, as many as it keeps while it reads bytes.
    private var inUse: [Int] = []

    /// The tickets standing for no chain.
    private var free = Array(0..<ChainSetUps.ticketCount)

    init(_ chain: ReactiveChain) {
        self.chain = chain
        // Sized once: growing while the runner reads bytes would count these arrays' buffers as the chains'.
        inUse.reserveCapacity(Self.ticketCount)
    }

    /// Builds and observes one chain; returns the ticket that keeps it.
    func build() -> AnyObject {
        var ticket = 0
        Untimed.run {
            tearDownReleasedChains()
            guard let next = free.popLast() else {
                preconditionFailure("the runner kept more than \(Self.ticketCount - 1) chains")
            }
            ticket = next
            inUse.append(ticket)
        }
        observations[ticket] = sources.observe(chain)
        return tickets[ticket]
    }

    /// Tears down the chains whose tickets the runner dropped, and frees their tickets.
    private func tearDownReleasedChains() {
        inUse.removeAll { index in
            guard isKnownUniquelyReferenced(&tickets[index]) else { return false }
            observations[index]?.dispose()
            observations[index] = nil
            free.append(index)
            return true
        }
    }

    /// Stands for one chain while the runner holds it.
    private final class Ticket {}
}
