import Foundation

extension URL {
    /// The demo directory's avatar for 13874389438 (David Blaine).
    static let davidAvatar = URL(string: "https://avatars.example.com/david-blaine.png")!

    /// The demo directory's avatar for 13800138000 (Ada Lovelace).
    static let adaAvatar = URL(string: "https://avatars.example.com/ada-lovelace.png")!
}
