import UIKit

enum MembershipBuilder {

    static func build() -> UIViewController {
        let view = MembershipViewController()
        let presenter = MembershipPresenter(interactor: MembershipInteractor(session: .shared))
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
