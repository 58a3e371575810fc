import Foundation

class ComposeInteractor: ComposeInteractorInput {

    weak var output: ComposeInteractorOutput?

    private let dataManager: ComposeDataManager
    private let clock: () -> Date

    init(dataManager: ComposeDataManager, clock: @escaping () -> Date = Date.init) {
        self.dataManager = dataManager
        self.clock = clock
    }

    func saveNewTask(_ draft: ComposeDraft) {
        guard draft.isValid else {
            output?.newTaskRejected(reason: "Give the task a title of at most \(ComposeDraft.maximumTitleLength) characters.")
            return
        }
        guard draft.dueDate > clock().addingTimeInterval(-60) else {
            output?.newTaskRejected(reason: "The due date is already in the past.")
            return
        }
        if dataManager.containsOpenTask(titled: draft.trimmedTitle) {
            output?.newTaskRejected(reason: "An open task with that title already exists.")
            return
        }
        dataManager.addTask(title: draft.trimmedTitle, notes: draft.notes, dueDate: draft.dueDate)
        output?.newTaskSaved()
    }

    func defaultDueDate() -> Date {
        let calendar = Calendar.current
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: clock()) ?? clock()
        return calendar.date(bySettingHour: 9, minute: 0, second: 0, of: tomorrow) ?? tomorrow
    }
}
