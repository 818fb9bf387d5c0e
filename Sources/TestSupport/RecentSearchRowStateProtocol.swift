import Foundation

/// What one row of the recent searches shows, as the shared scenarios read it: the fields of MVP's and VIPER's
/// `RecentSearchRowState`, which each adopts in its test target with an empty extension.
public protocol RecentSearchRowStateProtocol {
    /// "<text> (<total>)".
    var text: String { get }
    /// The first result's thumbnail; nil shows the placeholder.
    var thumbnailURL: URL? { get }
}
