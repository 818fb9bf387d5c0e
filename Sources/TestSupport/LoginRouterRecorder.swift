import Model

/// Records every navigation a login presenter asks for instead of performing it, so the shared scenarios prove where
/// the screen goes without any screen.
///
/// MVP's and VIPER's test targets make it their `LoginRouting` with one empty extension.
@MainActor
public final class LoginRouterRecorder {
    /// The people whose greeting was to be shown, in order.
    public private(set) var greetingsShown: [Person] = []

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records that the greeting of `person` was to be shown.
    public func showGreeting(for person: Person) {
        greetingsShown.append(person)
    }
}
