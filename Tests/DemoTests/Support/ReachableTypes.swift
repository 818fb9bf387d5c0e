/// The names of the types of every value reachable from `root` through stored properties — private ones included,
/// through `Mirror` — and of the types they are nested in, so a test can ask what a screen really holds: its roles,
/// its widgets, their values.
func typeNames(reachableFrom root: AnyObject) -> Set<String> {
    var names: Set<String> = []
    var visited: Set<ObjectIdentifier> = []
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class, !visited.insert(ObjectIdentifier(value as AnyObject)).inserted {
            return
        }
        names.insert(String(describing: type(of: value)))
        // A nested type's own name ("State") does not say whose it is: the parts of its qualified name count too, so
        // a `Unidirectional.LoginFeature.State` held by a store is LoginFeature's state.
        let qualified = String(reflecting: type(of: value))
        names.formUnion(qualified.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children {
                visit(child.value)
            }
            level = current.superclassMirror
        }
    }
    visit(root)
    return names
}
