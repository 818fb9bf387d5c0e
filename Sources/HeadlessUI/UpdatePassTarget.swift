/// An object the ``UpdatePass`` keeps current: a ``ViewController`` (its ``ViewController/updateProperties()``) or a
/// ``ListCell`` (its ``ListCell/configurationUpdateHandler``).
///
/// The object keeps its own pass state in these two stored properties, so an object that tracks nothing costs no
/// allocation; the update pass refers to it weakly, and so does every tracking closure Observation keeps.
@MainActor
protocol UpdatePassTarget: AnyObject, Sendable {
    /// Whether a pass was asked for (a change to what the last one read, or a `setNeeds…` call) and has not run yet.
    var needsUpdatePass: Bool { get set }

    /// Counts this object's passes and dropped tracking: a change reported for another count comes from tracking that
    /// no longer applies (an earlier pass's, or a reused cell's old row) and is ignored.
    var trackingGeneration: UInt32 { get set }

    /// The window the object is on screen in, whose flush points run its pending pass; nil while it is off screen (not
    /// in a window, or a cell its list does not show), when it keeps its mark and runs once it comes back.
    var windowForUpdatePass: Window? { get }

    /// The work the pass tracks: read the model, set the widgets.
    func runUpdatePass()
}
