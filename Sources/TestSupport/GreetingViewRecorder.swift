/// Records every greeting a presenter tells the greeting screen to show, so the shared scenarios read the screen
/// without a widget.
///
/// MVP's and VIPER's test targets make it their passive `GreetingView` with one empty extension: the protocol is
/// each module's own, the recording is written once.
@MainActor
public final class GreetingViewRecorder {
    /// Every greeting shown, in order.
    public private(set) var greetings: [String] = []

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records `text` as shown.
    public func showGreeting(_ text: String) {
        greetings.append(text)
    }
}
