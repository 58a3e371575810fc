import SwiftUI

enum VehiclesBuilder {
    static func build(garage: GarageStore) -> some View {
        let interactor = VehiclesInteractor(garage: garage)
        let presenter = VehiclesPresenter(interactor: interactor)
        return VehiclesView(presenter: presenter)
    }
}
