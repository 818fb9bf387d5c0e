/// The passive view of the MVP and VIPER path: class-bound, so its presenter can hold it weakly.
@MainActor
protocol BindingView: AnyObject {
    func display(isEnabled: Bool)
}
