import ReactiveCore

/// Builds one chain per call for `reactive.setup/…`, so that the runner's numbers are the set-up's alone.
///
/// Each call returns a ticket standing for its chain. The runner drops a ticket at once while it times and counts
/// allocations, and keeps 200 of them to read the bytes they retain; a chain whose ticket the runner has dropped
/// is torn down at the start of the next call, out of the sample (``Untimed``). So a timed call builds one chain
/// and tears down none, and the bytes read are those of the chains the runner keeps (less the one chain left from
/// the timed calls, which the first of the 200 calls tears down: within half a percent).
@MainActor
final class ChainSetUps {
    /// One more than the objects the runner keeps for its bytes reading, so one is always free.
    private static let ticketCount = 256

    private let chain: ReactiveChain
    private let sources = ChainSources()

    /// Made once, so handing one out allocates nothing. The runner holds a ticket exactly as long as it wants
    /// the chain: a ticket only this array refers to stands for a chain to tear down.
    private var tickets: [Ticket] = (0..<ChainSetUps.ticketCount).map { _ in Ticket() }

    /// The chain of each ticket (same index), nil when none.
    private var observations: [(any Disposable)?] = Array(repeating: nil, count: ChainSetUps.ticketCount)

    /// The tickets standing for a chain now: one while the runner times, up to 201 while it reads bytes.
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
