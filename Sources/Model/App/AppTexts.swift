/// The app's words that are not a screen's and not the style's to choose: written once here (N5).
public enum AppTexts {
    /// The toast for a link the app does not know (N5).
    public static let cannotOpenLink = "This link can't be opened."
}
