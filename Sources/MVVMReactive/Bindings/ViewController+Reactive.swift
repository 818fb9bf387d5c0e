import HeadlessUI
import ReactiveCore

extension ViewController {
    /// Shows the HUD over this screen with each message sent and hides it on nil, until `lifetime` ends.
    ///
    /// The window is looked up when a value arrives, not when binding: a screen binds in `viewDidLoad()`,
    /// which may run before it is in a window. Holds the controller weakly.
    func hudMessageBinding(during lifetime: Lifetime) -> BindingTarget<String?> {
        BindingTarget(lifetime: lifetime) { [weak self] message in
            if let message {
                self?.showHUD(message)
            } else {
                self?.hideHUD()
            }
        }
    }

    /// Shows each message sent as a toast in the controller's window, until `lifetime` ends. Holds the
    /// controller weakly.
    func toastBinding(during lifetime: Lifetime) -> BindingTarget<String> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.window?.toast.show($0) }
    }

    /// Pushes each controller sent onto this controller's navigation stack, until `lifetime` ends.
    /// Holds this controller weakly.
    func pushBinding(during lifetime: Lifetime) -> BindingTarget<ViewController> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.navigationController?.push($0) }
    }
}
