/// The names of the types of every value reachable from `root` through stored properties — private ones included,
/// through `Mirror` — so a test can ask what a screen really holds: its roles, its widgets, their values.
func typeNames(reachableFrom root: AnyObject) -> Set<String> {
    var names: Set<String> = []
    var visited: Set<ObjectIdentifier> = []
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class, !visited.insert(ObjectIdentifier(value as AnyObject)).inserted {
            return
        }
        names.insert(String(describing: type(of: value)))
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
