import Foundation

protocol SessionDetailBusinessLogic {
    func loadSession()
}

protocol SessionDetailDataStore {
    var session: Session { get }
}

final class SessionDetailInteractor: SessionDetailBusinessLogic, SessionDetailDataStore {

    var presenter: SessionDetailPresentationLogic?
    let session: Session

    init(session: Session) {
        self.session = session
    }

    func loadSession() {
        presenter?.presentSession(session)
    }
}
