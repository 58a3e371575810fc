import SwiftUI

enum HomeBuilder {
    @MainActor
    static func build(router: CremaRouter, cafe: CafeService) -> some View {
        let interactor = HomeInteractor(cafe: cafe)
        let presenter = HomePresenter(interactor: interactor)
        return HomeView(presenter: presenter, router: router, cafe: cafe)
    }
}
