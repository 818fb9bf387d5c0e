/// The passive view of the MVP and VIPER path: class-bound, so its presenter can hold it weakly.
///
/// Public only so the optimiser cannot assume ``BindingTarget`` is its one conformer and turn the presenter's
/// call into a direct store: the benchmark measures a protocol witness call, as a presenter makes to a view it
/// does not know the type of.
@MainActor
public protocol BindingView: AnyObject {
    /// Shows whether the target is enabled.
    func display(isEnabled: Bool)
}
