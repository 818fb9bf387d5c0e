/// The results screen's words that are not the style's to choose: written once here, so the styles cannot word them
/// differently (S10).
public enum ResultsTexts {
    /// What `results.more` says while the next page loads (S10).
    public static let loadingMore = "Loading more…"

    /// What `results.more` says when the next page failed; reaching the end again tries once more (S10).
    public static let loadMoreFailed = "Couldn't load more photos."
}
