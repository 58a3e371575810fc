import UIKit

/// Creates the Reminders screen and closes it again. The presenting side
/// decides how the screen is shown.
class RemindersWireframe: NSObject {

    var remindersPresenter: RemindersPresenter?

    private weak var remindersViewController: RemindersViewController?

    func remindersViewController(forTaskID taskID: UUID) -> UIViewController {
        let viewController = RemindersViewController(style: .insetGrouped)
        viewController.eventHandler = remindersPresenter
        remindersPresenter?.prepareInterface(viewController, forTaskID: taskID)
        remindersViewController = viewController
        return viewController
    }

    func dismissRemindersInterface() {
        remindersViewController?.dismiss(animated: true)
    }

    var isShowingReminders: Bool {
        return remindersViewController?.presentingViewController != nil
    }
}
