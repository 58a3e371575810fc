import SwiftUI

enum CamerasBuilder {
    static func build(inventory: CameraInventory) -> some View {
        let interactor = CamerasInteractor(inventory: inventory)
        let presenter = CamerasPresenter(interactor: interactor)
        return CamerasView(presenter: presenter)
    }
}
