import UIKit

@objc protocol SessionDetailRoutingLogic {
    func routeToSpeakerBio()
}

final class SessionDetailRouter: NSObject, SessionDetailRoutingLogic {

    weak var viewController: SessionDetailViewController?
    var dataStore: SessionDetailDataStore?

    func routeToSpeakerBio() {
        guard let speaker = dataStore?.session.speaker else { return }
        let destination = SpeakerBioViewController(speaker: speaker)
        // The app has no split view: with no container that shows details,
        // UIKit presents the bio modally over the schedule.
        viewController?.showDetailViewController(destination, sender: self)
    }
}
