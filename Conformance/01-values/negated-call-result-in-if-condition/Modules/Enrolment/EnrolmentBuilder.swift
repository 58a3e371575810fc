import UIKit

enum EnrolmentBuilder {

    static func build(membership: ClubMembershipService) -> UIViewController {
        let view = EnrolmentViewController()
        let interactor = EnrolmentInteractor(membership: membership)
        let presenter = EnrolmentPresenter(interactor: interactor)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
