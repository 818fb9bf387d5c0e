import Catalog
import HeadlessUI
import Model

/// The login screen of one architecture in a window, with the code typed and the phone one digit short of the
/// demo account: each iteration types the last digit (the avatar appears) and deletes it again (the avatar
/// goes), so the field's text stays bounded however many iterations calibration asks for.
@MainActor
struct LoginKeystrokes {
    private let window: Window
    private let phone: TextField
    private let avatar: ImageView
    private let submit: Button

    init(architecture: Architecture) {
        window = Window(
            rootViewController: makeScreen(.login, architecture: architecture, environment: .offline(latency: .zero)))
        do {
            phone = try window.textField("login.phone")
            avatar = try window.imageView("login.avatar")
            submit = try window.button("login.submit")
            try window.textField("login.code").type(LoginCredentials.demo.code)
        } catch {
            fatalError("login.keystroke/\(architecture.rawValue): \(error)")
        }
        phone.type(String(LoginCredentials.demo.phone.dropLast()))
    }

    /// Types and deletes the phone's last digit `iterations` times, checking each keystroke reached the screen.
    var loop: Benchmark.Loop {
        { [window, phone, avatar, submit] iterations in
            let lastDigit = String(LoginCredentials.demo.phone.last!)
            for _ in 0..<iterations {
                phone.type(lastDigit)
                precondition(avatar.imageURL != nil && submit.isEnabled, "the avatar did not follow a keystroke")
                phone.deleteBackward()
                precondition(avatar.imageURL == nil, "the avatar did not follow a delete")
            }
            blackHole(window)
        }
    }
}
