import Catalog
import HeadlessUI
import Model

extension BenchmarkRegistry {
    /// Per architecture, through the Catalog and the window exactly as a user drives a screen: a keystroke into
    /// the phone field until the Login button and the avatar are current, a tap on Show greeting until the
    /// label reads the greeting, and building and loading each screen (time and the heap it keeps), each checked to
    /// show what it should. MVC, the style with no layer between widget and model, is each group's baseline.
    mutating func addArchitectureBenchmarks() {
        for architecture in Architecture.allCases {
            add(
                "login.keystroke/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: 2
            ) {
                LoginKeystrokes(architecture: architecture).work
            }
        }
        for architecture in Architecture.allCases {
            add("greeting.tap/\(architecture.rawValue)", isBaseline: architecture == .mvc) {
                GreetingTaps(architecture: architecture).work
            }
        }
        for feature in Feature.allCases {
            for architecture in Architecture.allCases {
                let environment = AppEnvironment.offline(latency: .zero)
                add(
                    "\(feature.rawValue).open/\(architecture.rawValue)",
                    isBaseline: architecture == .mvc,
                    building: {
                        let screen = makeScreen(feature, architecture: architecture, environment: environment)
                        screen.loadViewIfNeeded()
                        return screen
                    },
                    verify: { screen in try OpenedScreen.verify(screen, shows: feature) }
                )
            }
        }
    }
}
