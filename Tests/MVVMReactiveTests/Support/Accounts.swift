import Foundation
import Model

/// The accounts the login tests run against, with avatar URLs of their own so the expected avatars do
/// not come from the directory the view model asks.
enum Accounts {
    static let davidAvatar = URL(string: "https://avatars.test/david.png")!
    static let adaAvatar = URL(string: "https://avatars.test/ada.png")!

    static let directory = AccountDirectory(accounts: [
        Account(phone: MobileNumber("13874389438")!, person: .davidBlaine, avatarURL: davidAvatar),
        Account(phone: MobileNumber("13800138000")!, person: .adaLovelace, avatarURL: adaAvatar),
    ])
}
