import UIKit

protocol SpeciesRouterInput: AnyObject {
    func closeModule()
}

final class SpeciesRouter: SpeciesRouterInput {

    weak var viewController: UIViewController?

    func closeModule() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
