/// What a `MutableProperty` → `map` → `skipRepeats` chain keeps between updates, written out by hand for the
/// `binding/direct-map-skiprepeats` floor: the source's value, the mapped value and the last value sent on.
@MainActor
final class MapSkipRepeatsState {
    var source = 0
    var mapped = BindingTarget.isEnabled(for: 0)
    var distinct = BindingTarget.isEnabled(for: 0)
}
