extension FlickrPhotoMetadata {
    /// A result row's detail text: "12 favourites · 3 comments", "1 favourite · 1 comment", with commas from
    /// 1,000 on ("1,234 favourites · 0 comments").
    public var summary: String {
        let favouritesText = favourites == 1 ? "1 favourite" : "\(groupedNumber(favourites)) favourites"
        let commentsText = comments == 1 ? "1 comment" : "\(groupedNumber(comments)) comments"
        return "\(favouritesText) · \(commentsText)"
    }
}
