import UIKit

enum AdoptionFormBuilder {

    static func build(pet: Pet) -> UIViewController {
        let view = AdoptionFormViewController()
        view.presenter = AdoptionFormPresenter(pet: pet, interactor: AdoptionFormInteractor(), router: AdoptionFormRouter())
        return view
    }
}
