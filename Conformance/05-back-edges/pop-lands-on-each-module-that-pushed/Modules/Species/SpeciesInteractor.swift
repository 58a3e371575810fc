import Foundation

protocol SpeciesInteractorInput: AnyObject {
    func logSighting(of bird: Bird, count: Int)
}

protocol SpeciesInteractorOutput: AnyObject {
    func didLogSighting()
}

final class SpeciesInteractor: SpeciesInteractorInput {

    weak var output: SpeciesInteractorOutput?

    func logSighting(of bird: Bird, count: Int) {
        let sighting = Sighting(bird: bird, count: count, date: Date())
        FieldNotebook.shared.log(sighting) { [weak self] in
            self?.output?.didLogSighting()
        }
    }
}
