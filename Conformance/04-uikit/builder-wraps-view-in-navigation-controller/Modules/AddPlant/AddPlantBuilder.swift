import UIKit

enum AddPlantBuilder {

    static func build(onAdded: @escaping () -> Void) -> UINavigationController {
        let view = AddPlantViewController()
        let interactor = AddPlantInteractor()
        let router = AddPlantRouter()
        let presenter = AddPlantPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.onAdded = onAdded
        view.presenter = presenter
        router.viewController = view

        let navigation = UINavigationController(rootViewController: view)
        navigation.modalPresentationStyle = .formSheet
        navigation.isModalInPresentation = true
        return navigation
    }
}
