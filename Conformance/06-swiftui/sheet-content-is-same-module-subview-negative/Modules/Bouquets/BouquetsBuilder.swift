import SwiftUI

enum BouquetsBuilder {
    static func build() -> some View {
        let interactor = BouquetsInteractor(api: .shared)
        let presenter = BouquetsPresenter(interactor: interactor)
        return BouquetsView(presenter: presenter)
    }
}
