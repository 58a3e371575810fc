import SwiftUI

enum ForecastBuilder {
    static func build() -> some View {
        let interactor = ForecastInteractor(client: .shared)
        let presenter = ForecastPresenter(city: "Bergen", interactor: interactor)
        return ForecastView(presenter: presenter)
    }
}
