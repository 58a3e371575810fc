import Foundation

protocol SessionDetailPresentationLogic {
    func presentSession(_ session: Session)
}

final class SessionDetailPresenter: SessionDetailPresentationLogic {

    weak var viewController: SessionDetailDisplayLogic?

    func presentSession(_ session: Session) {
        viewController?.displaySession(
            title: session.title,
            subtitle: "\(session.startsAt) · \(session.room)",
            speakerButtonTitle: "About \(session.speaker.name)"
        )
    }
}
