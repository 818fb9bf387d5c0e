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
}
