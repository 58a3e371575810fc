import SwiftUI

enum TankBuilder {
    static func build(tankID: String) -> some View {
        let interactor = TankInteractor(tankID: tankID, store: .shared)
        let router = TankRouter()
        let presenter = TankPresenter(tankID: tankID, interactor: interactor, router: router)
        return TankView(presenter: presenter)
    }
}
