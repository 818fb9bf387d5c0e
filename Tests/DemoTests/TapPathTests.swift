import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

@testable import DemoCore

/// The banner's path is the one place the demo shows how the styles differ, so it must not name a role a style
/// does not have: every screen of every style is built, and each role the path names must be an object it holds.
@MainActor
struct TapPathTests {
    @Test("every role the path names is an object the screen holds, on every screen", arguments: Architecture.allCases)
    func namedRolesAreHeld(architecture: Architecture) {
        for feature in Feature.allCases {
            let screen = makeScreen(feature, architecture: architecture, environment: .testing())
            // In a window, the screen has loaded its view: the roles it makes then exist too.
            let window = Window(rootViewController: screen)
            let held = typeNames(reachableFrom: screen)
            let lines = TapPath.lines(feature, architecture: architecture)

            let named = lines.joined(separator: " ").split { !$0.isLetter }.map(String.init)
                .filter { $0.hasPrefix(feature.rawValue.prefix(1).uppercased() + feature.rawValue.dropFirst()) }

            #expect(named.count >= 2, "\(lines) names no role of the \(feature) screen")
            for role in named {
                let isHeld = held.contains(role)
                #expect(isHeld, "\(architecture) \(feature): the path names \(role), which the screen does not hold")
            }
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines) is wider than 80 columns")
            withExtendedLifetime(window) {}
        }
    }
}
