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

    /// Whether a pending pass may run at a flush point now: the object is on screen (in a window, and for a cell, shown
    /// by its list). One that is not keeps its mark and runs when it comes back.
    var isOnScreenForUpdatePass: Bool { get }

    /// The work the pass tracks: read the model, set the widgets.
    func runUpdatePass()
}
