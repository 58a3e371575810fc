import SwiftUI

enum RatesBuilder {
    static func build(rates: RatesService) -> some View {
        let interactor = RatesInteractor(rates: rates)
        let presenter = RatesPresenter(interactor: interactor)
        return RatesView(presenter: presenter)
    }
}
