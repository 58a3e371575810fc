import UIKit

enum PoliciesBuilder {

    static func build(api: InsuranceAPI) -> UIViewController {
        let view = PoliciesViewController()
        let interactor = PoliciesInteractor(api: api)
        let presenter = PoliciesPresenter(interactor: interactor)
        interactor.output = presenter
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
