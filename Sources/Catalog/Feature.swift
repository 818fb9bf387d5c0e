/// The screens every architecture builds, as the demo names them.
public enum Feature: String, CaseIterable, Sendable {
    /// The greeting screen (G1–G2).
    case greeting
    /// The login screen (L1–L10).
    case login
    /// The Flickr search screen (S1–S6, S8), which pushes the results screen (S3, S7–S9).
    case search
}
