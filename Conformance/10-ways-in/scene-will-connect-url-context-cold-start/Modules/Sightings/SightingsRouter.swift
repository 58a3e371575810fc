import UIKit

protocol SightingsRouterInput: AnyObject {
    func openSpecies(id: String)
    func openLogSighting()
}

final class SightingsRouter: SightingsRouterInput {

    weak var viewController: UIViewController?

    func openSpecies(id: String) {
        let species = SpeciesBuilder.build(speciesId: id)
        viewController?.navigationController?.pushViewController(species, animated: true)
    }

    func openLogSighting() {
        let logSighting = UINavigationController(rootViewController: LogSightingBuilder.build(prefilledSpeciesId: nil))
        viewController?.present(logSighting, animated: true)
    }
}
