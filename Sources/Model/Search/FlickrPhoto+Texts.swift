extension FlickrPhoto {
    /// The title a result row shows: the photo's own, or "Untitled" when it has none (blanks count as none).
    public var displayTitle: String {
        title.allSatisfy(\.isWhitespace) ? "Untitled" : title
    }
}
