import UIKit

@objc protocol PetsRoutingLogic {
    func routeToVaccinations()
    func routeToBookVisit()
}

protocol PetsDataPassing {
    var dataStore: PetsDataStore? { get }
}

final class PetsRouter: NSObject, PetsRoutingLogic, PetsDataPassing {
    weak var viewController: PetsViewController?
    var dataStore: PetsDataStore?

    func routeToVaccinations() {
        guard let pet = dataStore?.selectedPet else { return }
        push(VaccinationsBuilder.build(pet: pet))
    }

    func routeToBookVisit() {
        guard let pet = dataStore?.selectedPet else { return }
        presentAsSheet(BookVisitBuilder.build(pet: pet))
    }
}

// MARK: - Navigation

private extension PetsRouter {
    func push(_ destination: UIViewController) {
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    func presentAsSheet(_ destination: UIViewController) {
        let navigation = UINavigationController(rootViewController: destination)
        navigation.sheetPresentationController?.detents = [.medium(), .large()]
        viewController?.present(navigation, animated: true)
    }
}
