import Model

/// Decides what the results screen shows: the summary, one row per photo, and each row's counts when the use case
/// has them.
///
/// The VIPER Presenter: ``ResultsViewController`` owns it and forwards the list's events to it. It owns its
/// ``ResultsInteractor`` (the use case) and refers back to the passive ``ResultsView`` weakly; it fills each row
/// through ``ResultRowView``. It turns rows appearing and leaving into counts requests and cancellations, and the
/// interactor's photos and counts into row states and texts. No HeadlessUI here.
@MainActor
final class ResultsPresenter {
    // MARK: - Dependencies

    private let interactor: ResultsInteractor

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any ResultsView)?

    /// Creates the presenter over its interactor; ``view`` is set afterwards.
    init(interactor: ResultsInteractor) {
        self.interactor = interactor
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the title and the summary.
    func viewDidLoad() {
        view?.display(ResultsViewState(title: interactor.results.searchString, summary: interactor.results.summary))
    }

    /// Call when `row` is about to appear: asks the interactor for its counts. Returns the request, so the caller
    /// can wait for its end; nil when none started.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        interactor.loadCounts(forRow: row)
    }

    /// Call when `row` has left the screen: its counts request is cancelled.
    func rowDidEndDisplaying(at row: Int) {
        interactor.cancelCounts(forRow: row)
    }

    // MARK: - Outputs

    /// How many rows the list has: one per photo of the page.
    var numberOfRows: Int { interactor.results.photos.count }

    /// Fills `rowView` with `row`'s photo: its title, thumbnail and counts, if they are here.
    func configure(_ rowView: any ResultRowView, forRow row: Int) {
        let photo = interactor.results.photos[row]
        rowView.display(
            ResultRowState(
                title: photo.displayTitle,
                thumbnailURL: photo.thumbnailURL,
                detail: interactor.counts(forRow: row)?.summary
            )
        )
    }
}

/// The interactor's reports, turned into what the screen shows.
extension ResultsPresenter: ResultsInteractorOutput {
    /// Shows the row again, now with its counts.
    func countsLoaded(forRow row: Int) {
        view?.reloadRow(row)
    }
}
