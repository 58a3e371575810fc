import SwiftUI

@MainActor
final class TankPresenter: ObservableObject {
    @Published private(set) var tankName = ""
    @Published private(set) var fish: [Fish] = []

    private let tankID: String
    private let interactor: TankInteractor
    private let router: TankRouter

    lazy var waterQualityHeader: AnyView = router.makeWaterQualityHeader(tankID: tankID)

    init(tankID: String, interactor: TankInteractor, router: TankRouter) {
        self.tankID = tankID
        self.interactor = interactor
        self.router = router
    }

    var totalFish: Int {
        fish.reduce(0) { $0 + $1.count }
    }

    func load() async {
        tankName = await interactor.name()
        fish = await interactor.livestock()
    }
}
