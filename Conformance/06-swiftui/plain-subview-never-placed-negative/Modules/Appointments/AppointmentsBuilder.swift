import SwiftUI

enum AppointmentsBuilder {
    static func build() -> some View {
        let interactor = AppointmentsInteractor(clinic: .shared)
        let presenter = AppointmentsPresenter(interactor: interactor)
        return AppointmentsView(presenter: presenter)
    }
}
