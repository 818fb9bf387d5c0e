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

    /// Types and deletes the phone's last digit `iterations` times, checking each keystroke reached the screen; the
    /// check reads the screen the loop left, then types the digit once more and reads it again.
    var work: Benchmark.Work {
        Benchmark.Work(
            loop: { [window, phone, avatar, submit] iterations in
                let lastDigit = String(LoginCredentials.demo.phone.last!)
                for _ in 0..<iterations {
                    phone.type(lastDigit)
                    precondition(avatar.imageURL != nil && submit.isEnabled, "the avatar did not follow a keystroke")
                    phone.deleteBackward()
                    precondition(avatar.imageURL == nil, "the avatar did not follow a delete")
                }
                blackHole(window)
            },
            verify: { [window] in
                // Looked up afresh for every read, which runs the pending update passes first, as a user would see it.
                let phone = try window.textField("login.phone")
                let shortPhone = String(LoginCredentials.demo.phone.dropLast())
                try check("login.phone's text", is: phone.text, expected: shortPhone)
                try check("login.avatar, a digit short", is: window.imageView("login.avatar").imageURL, expected: nil)
                try check("login.submit enabled", is: window.button("login.submit").isEnabled, expected: true)
                phone.type(String(LoginCredentials.demo.phone.last!))
                let avatarURL = AccountDirectory.demo.account(for: LoginCredentials.demo.phone)?.avatarURL
                let avatar = try window.imageView("login.avatar")
                try check("login.avatar, a full number", is: avatar.imageURL, expected: avatarURL)
                try check("login.submit enabled", is: window.button("login.submit").isEnabled, expected: true)
                phone.deleteBackward()
            }
        )
    }
}
