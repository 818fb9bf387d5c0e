extension FlickrSearchResults {
    /// The results screen's summary line: "12,345 results", "1 result", or "No photos found" when nothing matched.
    /// Written once here, so the styles cannot word it differently.
    public var summary: String {
        switch totalResults {
        case 0: "No photos found"
        case 1: "1 result"
        default: "\(groupedNumber(totalResults)) results"
        }
    }
}
