import Foundation

/// Shows a remote image, or a placeholder. Stands in for `UIImageView` with an image loader (SDWebImage's
/// `sd_setImage(with:placeholderImage:)` in the seed apps).
///
/// Deliberate difference: there are no pixels, so the view holds the image's URL; nil means the
/// placeholder is showing.
@MainActor
public final class ImageView: View {
    /// The URL of the image shown, or nil when the placeholder shows.
    public var imageURL: URL?

    /// Creates an image view with an optional identifier and image URL.
    public init(identifier: String? = nil, imageURL: URL? = nil) {
        self.imageURL = imageURL
        super.init(identifier: identifier)
    }

    override var renderedState: [String] {
        [imageURL?.absoluteString ?? "placeholder"]
    }
}
