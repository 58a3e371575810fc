import Foundation

protocol SightingsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ sighting: Sighting)
}

final class SightingsPresenter: SightingsViewOutput {

    weak var view: SightingsViewInput?
    var interactor: SightingsInteractorInput!
    var router: SightingsRouterInput!

    func viewDidLoad() {
        view?.show(interactor.recentSightings())
    }

    func didSelect(_ sighting: Sighting) {
        router.showDetail(for: sighting)
    }
}
