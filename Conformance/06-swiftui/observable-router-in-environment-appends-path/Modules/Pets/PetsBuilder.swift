import SwiftUI

enum PetsBuilder {
    static func build(clinic: ClinicService) -> some View {
        let interactor = PetsInteractor(clinic: clinic)
        let presenter = PetsPresenter(interactor: interactor)
        return PetsView(presenter: presenter)
    }
}
