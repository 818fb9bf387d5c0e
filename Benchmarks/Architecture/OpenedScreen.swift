import Catalog
import HeadlessUI

/// What a screen just built through the Catalog shows, for the `….open` benchmarks' checks: the spec's first state of
/// its feature (G1, L1, L2, S1), read through a window as a user would see it.
@MainActor
enum OpenedScreen {
    /// Shows `screen` in a window and checks it shows `feature`'s first state.
    static func verify(_ screen: ViewController, shows feature: Feature) throws {
        let window = Window(rootViewController: screen)
        switch feature {
        case .greeting:
            try check("the title", is: screen.title, expected: "Greeting")
            try check("greeting.label's text", is: window.label("greeting.label").text ?? "", expected: "")
            try check("greeting.show enabled", is: window.button("greeting.show").isEnabled, expected: true)
        case .login:
            try check("the title", is: screen.title, expected: "Login")
            try check("login.phone's text", is: window.textField("login.phone").text, expected: "")
            try check("login.code's text", is: window.textField("login.code").text, expected: "")
            try check("login.avatar", is: window.imageView("login.avatar").imageURL, expected: nil)
            try check("login.submit enabled", is: window.button("login.submit").isEnabled, expected: false)
        case .search:
            try check("the title", is: screen.title, expected: "Flickr Search")
            try check("search.text's text", is: window.textField("search.text").text, expected: "")
            try check("search.go enabled", is: window.button("search.go").isEnabled, expected: false)
        }
    }
}
