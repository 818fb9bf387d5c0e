import Model

@testable import VIPER

/// A ``LoginInteractorOutput`` that records every report, in order, so the interactor is tested without a
/// presenter.
@MainActor
final class LoginInteractorOutputSpy: LoginInteractorOutput {
    /// One report; a failure is recorded by the message the user would see.
    enum Report: Equatable {
        case loginSucceeded(Person)
        case loginFailed(message: String)
    }

    private(set) var reports: [Report] = []

    func loginSucceeded(as person: Person) {
        reports.append(.loginSucceeded(person))
    }

    func loginFailed(with error: any Error) {
        reports.append(.loginFailed(message: error.userFacingMessage))
    }
}
