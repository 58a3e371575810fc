import UIKit

final class GigsRouter {
    weak var viewController: UIViewController?
    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func openGig(_ gig: Gig) {
        let gigDetail = dependencies.makeGigDetail(gig, dependencies)
        viewController?.navigationController?.pushViewController(gigDetail, animated: true)
    }

    func openTicketWallet() {
        let wallet = dependencies.makeTicketWallet()
        viewController?.present(UINavigationController(rootViewController: wallet), animated: true)
    }
}
