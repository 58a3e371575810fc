import Foundation

final class BerthsInteractor: BerthsInteractorInput {
    weak var output: BerthsInteractorOutput?
    private let repository: MarinaRepository

    init(repository: MarinaRepository = MarinaRepository()) { self.repository = repository }

    func loadBerths() {
        output?.didLoad(berths: repository.berths())
    }
}
