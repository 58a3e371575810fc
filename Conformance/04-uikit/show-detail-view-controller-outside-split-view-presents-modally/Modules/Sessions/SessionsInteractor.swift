import Foundation

protocol SessionsBusinessLogic {
    func loadSessions()
    func selectSession(at index: Int)
}

protocol SessionsDataStore {
    var selectedSession: Session? { get }
}

final class SessionsInteractor: SessionsBusinessLogic, SessionsDataStore {

    var presenter: SessionsPresentationLogic?
    private(set) var selectedSession: Session?

    func loadSessions() {
        presenter?.presentSessions(Programme.day1)
    }

    func selectSession(at index: Int) {
        selectedSession = Programme.day1[index]
    }
}
