/// The screens every architecture builds.
///
/// DESIGN.md also plans a `search` feature (the Flickr search); it joins this list when its screens exist in
/// all five architectures, so that every case here always builds a real screen.
public enum Feature: String, CaseIterable, Sendable {
    /// The greeting screen (G1–G2).
    case greeting
    /// The login screen (L1–L10).
    case login
}
