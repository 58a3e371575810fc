import SwiftUI

enum CookbookBuilder {
    static func build() -> AnyView {
        let router = CookbookRouter()
        let interactor = CookbookInteractor(api: .shared)
        let presenter = CookbookPresenter(interactor: interactor, router: router)
        return AnyView(
            CookbookPage()
                .environmentObject(presenter)
                .environmentObject(router)
        )
    }
}
