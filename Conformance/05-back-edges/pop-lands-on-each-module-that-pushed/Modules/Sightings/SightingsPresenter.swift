import Foundation

protocol SightingsViewOutput: AnyObject {
    func viewWillAppear()
    func didTapSearch()
    func didSelectSighting(_ sighting: Sighting)
}

final class SightingsPresenter: SightingsViewOutput {

    weak var view: SightingsViewInput?
    var interactor: SightingsInteractor!
    var router: SightingsRouterInput!

    func viewWillAppear() {
        view?.show(interactor.recentSightings())
    }

    func didTapSearch() {
        router.openSearch()
    }

    func didSelectSighting(_ sighting: Sighting) {
        router.openSpecies(sighting.bird)
    }
}
