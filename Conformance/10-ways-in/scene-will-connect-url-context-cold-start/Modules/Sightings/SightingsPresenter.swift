import Foundation

protocol SightingsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapAdd()
    func didSelect(speciesId: String)
}

final class SightingsPresenter: SightingsViewOutput {

    weak var view: SightingsViewInput?
    private let interactor: SightingsInteractorInput
    private let router: SightingsRouterInput

    init(interactor: SightingsInteractorInput, router: SightingsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let formatter = RelativeDateTimeFormatter()
        let rows = interactor.recentSightings().map { sighting in
            SightingRow(speciesId: sighting.speciesId,
                        title: sighting.commonName,
                        subtitle: "\(sighting.place) · \(formatter.localizedString(for: sighting.date, relativeTo: Date()))")
        }
        view?.show(rows)
    }

    func didTapAdd() {
        router.openLogSighting()
    }

    func didSelect(speciesId: String) {
        router.openSpecies(id: speciesId)
    }
}
