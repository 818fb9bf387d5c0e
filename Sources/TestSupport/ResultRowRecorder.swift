/// Keeps the last row a presenter told it to show, as a list cell would, so the shared scenarios read what a row
/// shows without a list.
///
/// Generic over the module's own row state: MVP's and VIPER's test targets make it their `ResultRowView` with one
/// conditional conformance.
@MainActor
public final class ResultRowRecorder<RowState: ResultRowStateProtocol> {
    /// The row last shown; nil until the presenter fills it.
    public private(set) var shown: RowState?

    /// Creates a recorder that shows nothing yet.
    public init() {}

    /// Keeps `row` as shown.
    public func display(_ row: RowState) {
        shown = row
    }
}
