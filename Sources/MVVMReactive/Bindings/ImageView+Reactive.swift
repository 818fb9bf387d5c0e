import Foundation
import HeadlessUI
import ReactiveCore

extension Reactive where Base: ImageView {
    /// Shows the image at each URL sent (nil: the placeholder). Holds the view weakly; the binding ends when
    /// the view goes.
    @MainActor
    var imageURL: BindingTarget<URL?> {
        weak let imageView = base
        return BindingTarget(lifetime: lifetime) { imageView?.imageURL = $0 }
    }
}
