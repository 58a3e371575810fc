import UIKit

protocol AddPlantRouterInput: AnyObject {
    func openSpeciesPicker(onPick: @escaping (String) -> Void)
    func close()
}

final class AddPlantRouter: AddPlantRouterInput {

    weak var viewController: UIViewController?

    func openSpeciesPicker(onPick: @escaping (String) -> Void) {
        let picker = SpeciesPickerBuilder.build(onPick: onPick)
        viewController?.navigationController?.pushViewController(picker, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
