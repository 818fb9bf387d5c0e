/// The login screen's words that are not the style's to choose: written once here, so the styles cannot word
/// them differently (L4–L6).
public enum LoginTexts {
    /// The tip for a Login tap with a phone that is not a valid mobile number (L4).
    public static let invalidPhoneTip = "Please enter a valid mobile number"

    /// The tip for a Login tap with a valid phone and an invalid verification code (L5).
    public static let invalidCodeTip = "Invalid verification code"

    /// What the HUD says while a login runs (L6).
    public static let loadingMessage = "Loading..."
}
