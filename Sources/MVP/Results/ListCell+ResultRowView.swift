import HeadlessUI

extension ListCell: ResultRowView {
    /// Shows the row's title, thumbnail and counts in the cell's text, image and detail text.
    func display(_ row: ResultRowState) {
        text = row.title
        imageURL = row.thumbnailURL
        detailText = row.detail
    }
}
