import Foundation

/// What one result row shows, as the shared scenarios read it: the fields of MVP's and VIPER's `ResultRowState`,
/// which each adopts in its test target with an empty extension.
public protocol ResultRowStateProtocol {
    /// The photo's title, or "Untitled".
    var title: String { get }
    /// The photo's thumbnail.
    var thumbnailURL: URL { get }
    /// The counts' text once they arrived; nil until then or after a failure.
    var detail: String? { get }
}
