import Foundation

final class ProjectPresenter {
    private let store: PlanStore
    private let wireframe: ProjectWireframeInput

    init(store: PlanStore, wireframe: ProjectWireframeInput) {
        self.store = store
        self.wireframe = wireframe
    }

    var plan: RenovationPlan { store.currentPlan }

    func didTapContinue() {
        wireframe.openNextStep(of: store.currentPlan)
    }
}
