import UIKit

/// Builds the detail screen for whoever pushes it, pops it when the task is gone
/// and presents the Reminders sheet on top of it.
class TaskDetailWireframe: NSObject {

    var taskDetailPresenter: TaskDetailPresenter?
    var remindersWireframe: RemindersWireframe?

    private weak var detailViewController: TaskDetailViewController?

    func taskDetailViewController(forTaskID taskID: UUID) -> UIViewController {
        let viewController = TaskDetailViewController()
        viewController.eventHandler = taskDetailPresenter
        taskDetailPresenter?.prepareInterface(viewController, forTaskID: taskID)
        detailViewController = viewController
        return viewController
    }

    func presentRemindersInterface(forTaskID taskID: UUID) {
        guard let detailViewController = detailViewController,
              let remindersViewController = remindersWireframe?.remindersViewController(forTaskID: taskID) else {
            return
        }
        let navigationController = UINavigationController(rootViewController: remindersViewController)
        navigationController.modalPresentationStyle = .formSheet
        detailViewController.present(navigationController, animated: true)
    }

    func popTaskDetailInterface() {
        detailViewController?.navigationController?.popViewController(animated: true)
    }
}
