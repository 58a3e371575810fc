import Foundation

protocol HomeInteractorInput: AnyObject {
    var household: Household { get }
    func roomsSortedByActivity() -> [Room]
}

final class HomeInteractor: HomeInteractorInput {
    let household: Household

    init(household: Household) {
        self.household = household
    }

    func roomsSortedByActivity() -> [Room] {
        household.rooms.sorted { $0.deviceCount > $1.deviceCount }
    }
}
