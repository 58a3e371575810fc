import SwiftUI

enum WorkshopsBuilder {
    @MainActor
    static func build(api: StudioAPI) -> some View {
        let interactor = WorkshopsInteractor(api: api)
        let router = WorkshopsRouter(api: api)
        let presenter = WorkshopsPresenter(interactor: interactor, router: router)
        return WorkshopsView(presenter: presenter)
    }
}
