import Foundation

final class BerthsInteractor: BerthsInteractorInput {
    weak var output: BerthsInteractorOutput?

    func loadBerths() {
        output?.didLoad(berths: [Berth(id: "a1", name: "Pontoon A", depth: 3.5)])
    }
}
