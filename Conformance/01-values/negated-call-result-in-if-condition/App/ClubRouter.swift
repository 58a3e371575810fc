import UIKit

final class ClubRouter {

    private let window: UIWindow
    private let membership: ClubMembershipService
    private var enrolmentObserver: NSObjectProtocol?

    init(window: UIWindow, membership: ClubMembershipService) {
        self.window = window
        self.membership = membership
    }

    deinit {
        if let enrolmentObserver {
            NotificationCenter.default.removeObserver(enrolmentObserver)
        }
    }

    func start() {
        enrolmentObserver = NotificationCenter.default.addObserver(
            forName: .clubMemberEnrolled,
            object: membership,
            queue: .main
        ) { [weak self] _ in
            self?.showLadder()
        }

        if membership.memberNumber == nil {
            showEnrolment()
        } else {
            showLadder()
        }
    }

    private func showEnrolment() {
        window.rootViewController = EnrolmentBuilder.build(membership: membership)
    }

    private func showLadder() {
        let ladder = LadderBuilder.build(membership: membership)
        window.rootViewController = UINavigationController(rootViewController: ladder)
    }
}
