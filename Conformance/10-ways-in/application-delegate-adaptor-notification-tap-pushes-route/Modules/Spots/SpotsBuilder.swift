import SwiftUI

enum SpotsBuilder {
    static func build(forecasts: ForecastService) -> some View {
        let interactor = SpotsInteractor(forecasts: forecasts)
        let presenter = SpotsPresenter(interactor: interactor)
        return SpotsView(presenter: presenter)
    }
}
