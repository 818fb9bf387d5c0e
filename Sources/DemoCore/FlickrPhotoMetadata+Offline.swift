import Model

extension FlickrPhotoMetadata {
    /// What the demo draws for a photo none of whose counts is known. Only the offline catalogue answers so — it
    /// keeps the counts of the few photos a capture carried them for and makes none up — and the app's own
    /// "— favourites · — comments" read to learners as counts still loading, or broken.
    static let notInCatalogue = "counts not in the offline catalogue"

    /// The detail text the app shows for a photo none of whose counts is known.
    static let unknownSummary = FlickrPhotoMetadata(favourites: nil, comments: nil).summary

    /// The counts as the demo words them: the app's summary, or ``notInCatalogue`` when neither count is known.
    var demoSummary: String {
        favourites == nil && comments == nil ? Self.notInCatalogue : summary
    }
}
