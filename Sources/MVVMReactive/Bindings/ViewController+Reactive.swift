import HeadlessUI
import ReactiveCore

extension ViewController: ReactiveExtensionsProvider {}

extension Reactive where Base: ViewController {
    /// Ends when the controller's root view goes, which is when the controller goes: its HUD, toast and
    /// navigation bindings end with it.
    @MainActor
    var lifetime: Lifetime {
        base.view.reactive.lifetime
    }

    /// Shows the HUD over this screen with each message sent, and hides it on nil.
    ///
    /// The window is looked up when a value arrives, not when binding: a screen binds in `viewDidLoad()`,
    /// which may run before it is in a window. Holds the controller weakly.
    @MainActor
    var hudMessage: BindingTarget<String?> {
        weak let controller = base
        return BindingTarget(lifetime: lifetime) { message in
            if let message {
                controller?.showHUD(message)
            } else {
                controller?.hideHUD()
            }
        }
    }

    /// Makes every text field on this screen end editing (the keyboard goes away) on each value: UIKit's
    /// `view.endEditing(true)`, which the seed's reactive login calls when the login starts. Holds the controller weakly.
    @MainActor
    var endEditing: BindingTarget<Void> {
        weak let controller = base
        return BindingTarget(lifetime: lifetime) { _ in
            guard let controller else { return }
            Self.endEditing(in: controller.view)
        }
    }

    /// Shows each message sent as a toast in the controller's window. Holds the controller weakly.
    @MainActor
    var toast: BindingTarget<String> {
        weak let controller = base
        return BindingTarget(lifetime: lifetime) { controller?.window?.toast.show($0) }
    }

    /// Turns the window's network activity indicator on or off for this screen with each value sent. Holds the
    /// controller weakly.
    @MainActor
    var isNetworkActivityIndicatorVisible: BindingTarget<Bool> {
        weak let controller = base
        return BindingTarget(lifetime: lifetime) { controller?.setNetworkActivityIndicatorVisible($0) }
    }

    /// Pushes each controller sent onto this controller's navigation stack. Holds this controller weakly.
    @MainActor
    var push: BindingTarget<ViewController> {
        weak let controller = base
        return BindingTarget(lifetime: lifetime) { controller?.navigationController?.push($0) }
    }

    /// Ends editing in `view`'s text fields, and in those of its subviews.
    @MainActor
    private static func endEditing(in view: View) {
        (view as? TextField)?.endEditing()
        for subview in view.subviews {
            endEditing(in: subview)
        }
    }
}
