import Catalog
import HeadlessUI
import Model

/// Opens and closes every screen of one architecture, round after round: the greeting, login and search screens
/// through ``makeScreen(_:architecture:environment:)`` and the results screen of 100 photos through
/// ``makeResultsScreen(_:architecture:environment:)``, each in its own window, its work settled (the results rows'
/// counts asked for and answered), then the window let go. What a user does who opens and leaves screens all day:
/// nothing of a closed screen — no object, observer or task — may stay behind.
@MainActor
final class ScreenChurn {
    /// Rounds per build: each screen opened and closed this many times.
    static let rounds = 1_000

    private let architecture: Architecture
    private let results = ResultsPages.results(count: 100)

    /// The closed screens that outlived their windows, by name: none, or the run's check fails.
    private var outlived: [String: Int] = [:]

    init(architecture: Architecture) {
        self.architecture = architecture
    }

    /// Opens and closes each screen ``rounds`` times; returns this churn, which existed already, so that the
    /// retained-bytes reading is what the rounds left behind.
    func run() async -> AnyObject {
        for _ in 0..<Self.rounds {
            for feature in Feature.allCases {
                await openAndClose(feature.rawValue) {
                    makeScreen(feature, architecture: architecture, environment: ResultsPages.environment)
                }
            }
            await openAndClose("results") {
                makeResultsScreen(results, architecture: architecture, environment: ResultsPages.environment)
            }
        }
        return self
    }

    /// Checks that every screen closed so far was freed once its window went.
    func verify() throws {
        try check(
            outlived.isEmpty,
            "closed screens outlived their windows: "
                + outlived.sorted { $0.key < $1.key }.map { "\($0.key) × \($0.value)" }.joined(separator: ", ")
        )
    }

    /// Shows the screen `make` builds in a window, waits until its work has ended, and lets both go: the screen must
    /// be freed by then (the check reads what was not).
    private func openAndClose(_ name: String, _ make: () -> ViewController) async {
        weak var closed: ViewController?
        do {
            let window = Window(rootViewController: make())
            closed = window.topViewController
            await window.settle()
        }
        if closed != nil {
            outlived[name, default: 0] += 1
        }
    }
}
