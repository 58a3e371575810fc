import UIKit

protocol SightingsRouterInput: AnyObject {
    func openSearch()
    func openSpecies(_ bird: Bird)
}

final class SightingsRouter: SightingsRouterInput {

    weak var viewController: UIViewController?

    func openSearch() {
        let search = SpeciesSearchBuilder.build()
        viewController?.navigationController?.pushViewController(search, animated: true)
    }

    func openSpecies(_ bird: Bird) {
        let species = SpeciesBuilder.build(bird: bird)
        viewController?.navigationController?.pushViewController(species, animated: true)
    }
}
