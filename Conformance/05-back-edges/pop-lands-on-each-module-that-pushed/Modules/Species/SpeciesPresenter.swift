import Foundation

protocol SpeciesViewOutput: AnyObject {
    func viewDidLoad()
    func didTapLog(count: Int)
}

final class SpeciesPresenter: SpeciesViewOutput {

    weak var view: SpeciesViewInput?
    private let bird: Bird
    private let interactor: SpeciesInteractorInput
    private let router: SpeciesRouterInput

    init(bird: Bird, interactor: SpeciesInteractorInput, router: SpeciesRouterInput) {
        self.bird = bird
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(commonName: bird.commonName, scientificName: bird.scientificName)
    }

    func didTapLog(count: Int) {
        view?.setSaving(true)
        interactor.logSighting(of: bird, count: count)
    }
}

extension SpeciesPresenter: SpeciesInteractorOutput {

    func didLogSighting() {
        view?.setSaving(false)
        router.closeModule()
    }
}
