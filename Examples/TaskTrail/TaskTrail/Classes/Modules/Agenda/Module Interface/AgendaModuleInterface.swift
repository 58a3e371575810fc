import Foundation

/// What the Agenda screen can ask of its presenter. The view controller only
/// talks to this protocol (its `eventHandler`), never to the presenter type.
protocol AgendaModuleInterface: AnyObject {

    /// Reloads the list of upcoming tasks.
    func updateView()

    /// The user tapped the "+" button in the navigation bar.
    func addNewTask()

    /// The user selected a row in the agenda table.
    func showTask(withID taskID: UUID)

    /// The user swiped a row to mark it done or not done.
    func toggleCompletion(ofTaskWithID taskID: UUID)

    /// Pull-to-refresh was triggered.
    func refreshRequested()
}
