import Foundation

class RemindersInteractor: RemindersInteractorInput {

    weak var output: RemindersInteractorOutput?

    private let dataManager: RemindersDataManager
    private let notifications: ReminderNotificationService
    private let clock: () -> Date

    init(dataManager: RemindersDataManager,
         notifications: ReminderNotificationService = .shared,
         clock: @escaping () -> Date = Date.init) {
        self.dataManager = dataManager
        self.notifications = notifications
        self.clock = clock
    }

    func loadOptions(forTaskID taskID: UUID) {
        guard let dueDate = dataManager.dueDate(forTaskID: taskID) else { return }
        let chosen = Set(dataManager.reminderOffsets(forTaskID: taskID))
        let options = ReminderOption.standardOffsets.map { offset in
            ReminderOption(offset: offset, isSelected: chosen.contains(offset))
        }
        output?.foundOptions(options, dueDate: dueDate)
    }

    func saveSelection(_ options: [ReminderOption], forTaskID taskID: UUID) {
        guard let dueDate = dataManager.dueDate(forTaskID: taskID) else { return }
        let selected = options.filter { $0.isSelected }
        let upcoming = selected.filter { $0.isStillUpcoming(forDueDate: dueDate, now: clock()) }
        if !selected.isEmpty && upcoming.isEmpty {
            output?.selectionRejected(reason: "All of these reminders are already in the past.")
            return
        }
        dataManager.setReminderOffsets(upcoming.map { $0.offset }.sorted(), forTaskID: taskID)
        notifications.scheduleReminders(forTaskID: taskID, at: upcoming.map { $0.fireDate(forDueDate: dueDate) })
        output?.selectionSaved(reminderCount: upcoming.count)
    }
}
