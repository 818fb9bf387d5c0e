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

    init(_ chain: ReactiveChain) {
        self.chain = chain
    }

    /// Builds and observes one chain; returns the ticket that keeps it.
    func build() -> AnyObject {
        var free = 0
        Untimed.run { free = tearDownReleasedChains() }
        observations[free] = sources.observe(chain)
        return tickets[free]
    }

    /// Tears down the chains whose tickets the runner dropped; returns the index of a free ticket.
    private func tearDownReleasedChains() -> Int {
        var free: Int?
        for index in tickets.indices where isKnownUniquelyReferenced(&tickets[index]) {
            observations[index]?.dispose()
            observations[index] = nil
            free = free ?? index
        }
        guard let free else { preconditionFailure("the runner kept more than \(Self.ticketCount - 1) chains") }
        return free
    }

    /// Stands for one chain while the runner holds it.
    private final class Ticket {}
}
