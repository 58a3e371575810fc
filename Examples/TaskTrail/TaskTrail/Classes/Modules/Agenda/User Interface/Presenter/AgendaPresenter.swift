import Foundation

/// Turns the upcoming tasks into agenda rows labelled Overdue, Today, This Week or Later, and opens Compose or a task's details.
class AgendaPresenter: NSObject {

    var interactor: AgendaInteractorInput?
    var wireframe: AgendaWireframe?
    weak var userInterface: AgendaViewInterface?

    private let dueFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    private func sectionTitle(for bucket: AgendaItem.Bucket) -> String {
        switch bucket {
        case .overdue: return "Overdue"
        case .today: return "Today"
        case .thisWeek: return "This Week"
        case .later: return "Later"
        }
    }
}

extension AgendaPresenter: AgendaModuleInterface {

    func updateView() {
        interactor?.findUpcomingItems()
    }

    func addNewTask() {
        wireframe?.presentComposeInterface()
    }

    func showTask(withID taskID: UUID) {
        wireframe?.presentTaskDetailInterface(forTaskID: taskID)
    }

    func toggleCompletion(ofTaskWithID taskID: UUID) {
        interactor?.toggleCompletion(ofTaskWithID: taskID)
    }

    func refreshRequested() {
        updateView()
    }
}

extension AgendaPresenter: AgendaInteractorOutput {

    func foundUpcomingItems(_ items: [AgendaItem]) {
        guard !items.isEmpty else {
            userInterface?.showNoContentMessage()
            return
        }
        let rows = items.map { item in
            AgendaDisplayRow(taskID: item.taskID,
                             title: item.title,
                             subtitle: sectionTitle(for: item.bucket) + " · " + dueFormatter.string(from: item.dueDate),
                             isChecked: item.isDone,
                             avatarURL: item.avatarURL)
        }
        userInterface?.showAgendaRows(rows)
    }

    func agendaFailed(withMessage message: String) {
        userInterface?.showError(message)
    }
}

extension AgendaPresenter: ComposeModuleDelegate {

    func composeModuleDidSaveTask() {
        updateView()
    }

    func composeModuleDidCancel() {
        // Nothing changed; keep the current list.
    }
}

extension AgendaPresenter: TaskDetailModuleDelegate {

    func taskDetailModuleDidChangeTask(withID taskID: UUID) {
        updateView()
    }
}
