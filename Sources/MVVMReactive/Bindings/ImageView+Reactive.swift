import Foundation
import HeadlessUI
import ReactiveCore

extension ImageView {
    /// Shows the image at each URL sent (nil: the placeholder) until `lifetime` ends. Holds the view
    /// weakly.
    func imageURLBinding(during lifetime: Lifetime) -> BindingTarget<URL?> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.imageURL = $0 }
    }
}
