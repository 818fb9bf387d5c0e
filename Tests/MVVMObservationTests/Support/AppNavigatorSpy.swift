import Model

@testable import MVVMObservation

/// An ``AppNavigator`` that records what view models tell it, in order, and does nothing else: a view model's own
/// suite reads what it reported to the app, with no app model.
@MainActor
final class AppNavigatorSpy: AppNavigator {
    /// What a view model reported.
    enum Event: Equatable {
        case loginSucceeded(Person)
        case searchPhotosTapped
        case logOutTapped
        case searchSucceeded(FlickrSearchResults)
    }

    /// Every report, in order.
    private(set) var events: [Event] = []

    /// The view model that made each report, in the same order.
    private(set) var reporters: [AnyObject] = []

    func loginSucceeded(_ login: LoginViewModel, as person: Person) {
        record(.loginSucceeded(person), from: login)
    }

    func searchPhotosTapped(on greeting: GreetingViewModel) {
        record(.searchPhotosTapped, from: greeting)
    }

    func logOutTapped(on greeting: GreetingViewModel) {
        record(.logOutTapped, from: greeting)
    }

    func searchSucceeded(_ search: SearchViewModel, with results: FlickrSearchResults) {
        record(.searchSucceeded(results), from: search)
    }

    // MARK: - Private

    private func record(_ event: Event, from reporter: AnyObject) {
        events.append(event)
        reporters.append(reporter)
    }
}
