import Catalog
import HeadlessUI
import Model

/// Starts and closes one style's whole app, round after round (N6): each round logs in, follows a search link to its
/// results and their counts, then lets the scene go. Nothing of a closed app — its navigation owner, a screen, an
/// observer or a task — may stay behind.
@MainActor
final class AppChurn {
    /// Rounds per build.
    static let rounds = 1_000

    private let architecture: Architecture

    /// How many closed apps outlived their scene: none, or the run's check fails.
    private var outlived = 0

    init(architecture: Architecture) {
        self.architecture = architecture
    }

    /// Runs ``rounds`` rounds; returns this churn, which existed already, so that the retained-bytes reading is what
    /// the rounds left behind.
    func run() async -> AnyObject {
        for _ in 0..<Self.rounds {
            await startUseAndClose()
        }
        return self
    }

    /// Checks that every app closed so far was freed once its scene went.
    func verify() throws {
        try check(outlived == 0, "\(outlived) closed apps outlived their scene")
    }

    private func startUseAndClose() async {
        weak var closedWindow: Window?
        weak var closedScreen: ViewController?
        do {
            let app = makeApp(architecture: architecture, environment: AppFlickr.environment)
            do {
                try app.window.textField("login.phone").type(LoginCredentials.demo.phone)
                try app.window.textField("login.code").type(LoginCredentials.demo.code)
                try app.window.button("login.submit").tap()
            } catch {
                fatalError("app.churn/\(architecture.rawValue): \(error)")
            }
            await app.window.settle()
            app.open(DeepLink.search(text: AppLinks.text).link)
            await app.window.settle()
            closedWindow = app.window
            closedScreen = app.window.topViewController
        }
        if closedWindow != nil || closedScreen != nil {
            outlived += 1
        }
    }
}
