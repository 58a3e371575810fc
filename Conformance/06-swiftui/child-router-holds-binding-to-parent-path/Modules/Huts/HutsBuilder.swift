import SwiftUI

enum HutsBuilder {
    @MainActor
    static func build(directory: HutDirectory) -> some View {
        let router = HutsRouter()
        let interactor = HutsInteractor(directory: directory)
        let presenter = HutsPresenter(interactor: interactor, router: router)
        return HutsView(presenter: presenter, router: router, directory: directory)
    }
}
