import SwiftUI

enum WorkbenchBuilder {
    @MainActor
    static func build() -> some View {
        let interactor = WorkbenchInteractor(store: .shared)
        let presenter = WorkbenchPresenter(interactor: interactor)
        return WorkbenchView(presenter: presenter)
    }
}
