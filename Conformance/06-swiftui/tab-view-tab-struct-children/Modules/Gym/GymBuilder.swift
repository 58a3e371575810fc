import SwiftUI

enum GymBuilder {
    static func build(wall: WallService) -> some View {
        let interactor = GymInteractor(wall: wall)
        let presenter = GymPresenter(interactor: interactor)
        return GymView(presenter: presenter, wall: wall)
    }
}
