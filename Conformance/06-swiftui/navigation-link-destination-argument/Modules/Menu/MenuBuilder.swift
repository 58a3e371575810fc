import SwiftUI

enum MenuBuilder {
    static func build() -> some View {
        let interactor = MenuInteractor(service: BakeryService())
        let presenter = MenuPresenter(interactor: interactor)
        return MenuView(presenter: presenter)
    }
}
