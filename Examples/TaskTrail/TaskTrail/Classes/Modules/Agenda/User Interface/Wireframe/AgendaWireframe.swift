import UIKit

/// Routing for the Agenda list: installs it as the root screen and moves on
/// to the Compose and TaskDetail modules.
class AgendaWireframe: NSObject {

    var agendaPresenter: AgendaPresenter?
    var rootWireframe: RootWireframe?
    var composeWireframe: ComposeWireframe?
    var taskDetailWireframe: TaskDetailWireframe?

    private weak var agendaViewController: AgendaViewController?

    func presentAgendaInterface(from window: UIWindow) {
        let viewController = agendaViewControllerFromScratch()
        rootWireframe?.showRootViewController(viewController, inWindow: window)
    }

    func presentComposeInterface() {
        guard let agendaViewController = agendaViewController else { return }
        composeWireframe?.presentCompose(from: agendaViewController)
    }

    func presentTaskDetailInterface(forTaskID taskID: UUID) {
        guard let detailViewController = taskDetailWireframe?.taskDetailViewController(forTaskID: taskID) else {
            return
        }
        agendaViewController?.navigationController?.pushViewController(detailViewController, animated: true)
    }

    private func agendaViewControllerFromScratch() -> AgendaViewController {
        let viewController = AgendaViewController(style: .insetGrouped)
        viewController.eventHandler = agendaPresenter
        agendaPresenter?.userInterface = viewController
        agendaViewController = viewController
        return viewController
    }
}
