extension String {
    /// The text in double quotes as a render line shows it: quotes, backslashes and control characters escaped as
    /// Swift would, so a line stays one line and says where the text ends — but an apostrophe left as the user wrote
    /// it (`String(reflecting:)` writes `can\'t`).
    var quoted: String {
        String(reflecting: self).replacingOccurrences(of: "\\'", with: "'")
    }
}
