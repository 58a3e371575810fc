import SwiftUI

enum ShopRoute: Hashable {
    case camera(Camera)
    case lenses(mount: String)
}

extension View {
    /// Puts a screen at the bottom of the shop's navigation stack and maps every shop route to its module.
    func inShopStack(inventory: CameraInventory) -> some View {
        NavigationStack {
            self.navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .camera(let camera):
                    CameraDetailBuilder.build(camera: camera, inventory: inventory)
                case .lenses(let mount):
                    LensesBuilder.build(mount: mount, inventory: inventory)
                }
            }
        }
    }
}
