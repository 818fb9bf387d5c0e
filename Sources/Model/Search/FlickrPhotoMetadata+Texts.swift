extension FlickrPhotoMetadata {
    /// A result row's detail text: "12 favourites · 3 comments", "1 favourite · 1 comment", with commas from
    /// 1,000 on ("1,234 favourites · 0 comments"), and "—" for a count that is not known ("— favourites · 85
    /// comments").
    public var summary: String {
        "\(Self.text(favourites, one: "favourite", many: "favourites")) · \(Self.text(comments, one: "comment", many: "comments"))"
    }

    private static func text(_ count: Int?, one: String, many: String) -> String {
        switch count {
        case nil: "— \(many)"
        case 1: "1 \(one)"
        case let count?: "\(groupedNumber(count)) \(many)"
        }
    }
}
