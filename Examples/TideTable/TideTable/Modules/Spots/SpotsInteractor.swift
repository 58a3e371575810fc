import Foundation

final class SpotsInteractor: SpotsInteractorInput {
    weak var output: SpotsInteractorOutput?
    private let repository: TideRepository

    init(repository: TideRepository = .shared) {
        self.repository = repository
    }

    func loadSpots() {
        output?.didLoad(spots: repository.spots())
    }
}
