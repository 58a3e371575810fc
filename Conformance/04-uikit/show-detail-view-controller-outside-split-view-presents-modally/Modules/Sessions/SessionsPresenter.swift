import Foundation

protocol SessionsPresentationLogic {
    func presentSessions(_ sessions: [Session])
}

final class SessionsPresenter: SessionsPresentationLogic {

    weak var viewController: SessionsDisplayLogic?

    func presentSessions(_ sessions: [Session]) {
        viewController?.displaySessions(sessions.map { "\($0.startsAt)  \($0.title)" })
    }
}
