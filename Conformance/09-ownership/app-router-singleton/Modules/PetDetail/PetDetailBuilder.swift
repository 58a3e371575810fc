import UIKit

enum PetDetailBuilder {

    static func build(pet: Pet) -> UIViewController {
        let view = PetDetailViewController()
        view.presenter = PetDetailPresenter(pet: pet, router: PetDetailRouter())
        return view
    }
}
