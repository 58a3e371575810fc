import Foundation

/// Titles the reminder options, keeps track of the ticked ones and closes the sheet once the selection is saved.
class RemindersPresenter: NSObject {

    var interactor: RemindersInteractorInput?
    var wireframe: RemindersWireframe?
    weak var moduleDelegate: RemindersModuleDelegate?
    weak var userInterface: RemindersViewInterface?

    private var taskID: UUID?
    private var options: [ReminderOption] = []

    private let offsetFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.day, .hour, .minute]
        return formatter
    }()

    func prepareInterface(_ view: RemindersViewInterface, forTaskID taskID: UUID) {
        self.taskID = taskID
        options = []
        userInterface = view
    }

    private func title(for option: ReminderOption) -> String {
        guard !option.isAtDueTime, let text = offsetFormatter.string(from: option.offset) else {
            return "At due time"
        }
        return "\(text) before"
    }
}

extension RemindersPresenter: RemindersModuleInterface {

    func viewIsReady() {
        guard let taskID = taskID else { return }
        interactor?.loadOptions(forTaskID: taskID)
    }

    func toggleOption(at index: Int) {
        guard options.indices.contains(index) else { return }
        options[index].isSelected.toggle()
        userInterface?.showOptions(options.map { title(for: $0) }, selected: options.map { $0.isSelected })
    }

    func saveAction() {
        guard let taskID = taskID else { return }
        interactor?.saveSelection(options, forTaskID: taskID)
    }

    func cancelAction() {
        wireframe?.dismissRemindersInterface()
    }
}

extension RemindersPresenter: RemindersInteractorOutput {

    func foundOptions(_ options: [ReminderOption], dueDate: Date) {
        self.options = options
        userInterface?.showOptions(options.map { title(for: $0) }, selected: options.map { $0.isSelected })
    }

    func selectionSaved(reminderCount: Int) {
        wireframe?.dismissRemindersInterface()
        moduleDelegate?.remindersModuleDidUpdate(reminderCount: reminderCount)
    }

    func selectionRejected(reason: String) {
        userInterface?.showFooterMessage(reason)
    }
}
