import UIKit

protocol ProjectWireframeInput: AnyObject {
    func openNextStep(of plan: RenovationPlan)
}

final class ProjectWireframe: ProjectWireframeInput {
    weak var viewController: UIViewController?

    static func createModule(store: PlanStore) -> UIViewController {
        let wireframe = ProjectWireframe()
        let view = ProjectViewController()
        view.presenter = ProjectPresenter(store: store, wireframe: wireframe)
        wireframe.viewController = view
        return view
    }

    /// Opens the first step that is still open; once every step is done, the handover.
    func openNextStep(of plan: RenovationPlan) {
        for step in plan.steps where !step.isDone {
            let screen: UIViewController
            switch step.kind {
            case .permit:
                screen = PermitFormWireframe.createModule(projectID: plan.id)
            case .quotes:
                screen = ContractorQuotesWireframe.createModule(projectID: plan.id, budget: plan.budget)
            }
            viewController?.navigationController?.pushViewController(screen, animated: true)
            return
        }
        let handover = HandoverWireframe.createModule(projectID: plan.id)
        viewController?.navigationController?.pushViewController(handover, animated: true)
    }
}
