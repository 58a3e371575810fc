import Foundation

final class SightingsPresenter {
    private weak var view: SightingsView?
    private let interactor: SightingsInteractor

    init(view: SightingsView, interactor: SightingsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewWillAppear() {
        let latin = interactor.showsLatinNames
        let counts = interactor.showsCounts
        view?.show(rows: interactor.sightings.map { sighting in
            let title = latin ? "\(sighting.commonName) (\(sighting.latinName))" : sighting.commonName
            let detail = counts ? "×\(sighting.count) · \(sighting.seenAt.formatted(.relative(presentation: .named)))" : sighting.seenAt.formatted(.relative(presentation: .named))
            return (title, detail)
        })
    }
}
