import Catalog
import HeadlessUI
import Model

/// One style's app, logged in once, handed the same search link again and again (N2): each link replaces the stack
/// with Greeting › Search, runs the search as Go would, and pushes the results, whose visible rows load their counts;
/// each iteration waits until all of that has ended. The cost of a link from the system to results on screen.
@MainActor
final class AppLinks {
    /// The link every iteration opens.
    static let text = "sunset"

    private let architecture: Architecture
    private let app: AppScene
    private var isLoggedIn = false

    init(architecture: Architecture) {
        self.architecture = architecture
        self.app = makeApp(architecture: architecture, environment: AppFlickr.environment)
    }

    /// Opens the link `iterations` times, each time until its results show their counts.
    var loop: Benchmark.Loop {
        { [self] iterations in
            if !isLoggedIn {
                await logIn()
            }
            for _ in 0..<iterations {
                app.open(DeepLink.search(text: Self.text).link)
                await app.window.settle()
            }
            blackHole(app)
        }
    }

    /// Checks that the last link left the stack Greeting › Search › results titled with the text, and that the rows
    /// in view show their counts.
    func verify() throws {
        let titles = app.window.navigationController.viewControllers.map(\.title)
        try check("the stack", is: titles, expected: ["Greeting", "Flickr Search", Self.text])
        let rows = try app.window.list("results.list").visibleCells
        try check(!rows.isEmpty, "the results list shows no row")
        for cell in rows {
            try check("a row's counts", is: cell.detailText, expected: AppFlickr.counts.summary)
        }
    }

    private func logIn() async {
        do {
            try app.window.textField("login.phone").type(LoginCredentials.demo.phone)
            try app.window.textField("login.code").type(LoginCredentials.demo.code)
            try app.window.button("login.submit").tap()
        } catch {
            fatalError("app.link/\(architecture.rawValue): \(error)")
        }
        await app.window.settle()
        isLoggedIn = true
    }
}
