import UIKit

protocol GardenMapRouterInput: AnyObject {
    func openPlant(id: String)
}

final class GardenMapRouter: GardenMapRouterInput {

    weak var viewController: UIViewController?

    func openPlant(id: String) {
        let plantInfo = PlantInfoBuilder.build(plantID: id)
        viewController?.navigationController?.pushViewController(plantInfo, animated: true)
    }
}
