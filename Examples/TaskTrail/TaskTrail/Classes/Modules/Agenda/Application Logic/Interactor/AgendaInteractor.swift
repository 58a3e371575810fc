import Foundation

class AgendaInteractor: AgendaInteractorInput {

    weak var output: AgendaInteractorOutput?

    private let dataManager: AgendaDataManager
    private let calendar: Calendar
    private let clock: () -> Date

    init(dataManager: AgendaDataManager,
         calendar: Calendar = .current,
         clock: @escaping () -> Date = Date.init) {
        self.dataManager = dataManager
        self.calendar = calendar
        self.clock = clock
    }

    func findUpcomingItems() {
        let now = clock()
        guard let horizon = calendar.date(byAdding: .day, value: 14, to: calendar.startOfDay(for: now)) else {
            output?.agendaFailed(withMessage: "Could not compute the agenda range.")
            return
        }
        let records = dataManager.tasks(dueBefore: horizon)
        let items = records
            .map { record in
                AgendaItem(taskID: record.id,
                           title: record.title,
                           dueDate: record.dueDate,
                           isDone: record.isDone,
                           avatarURL: record.assigneeAvatarURL,
                           bucket: bucket(for: record.dueDate, now: now))
            }
            .sorted { ($0.bucket, $0.dueDate) < ($1.bucket, $1.dueDate) }
        output?.foundUpcomingItems(items)
    }

    func toggleCompletion(ofTaskWithID taskID: UUID) {
        guard dataManager.toggleDone(forTaskWithID: taskID) else {
            output?.agendaFailed(withMessage: "That task no longer exists.")
            return
        }
        findUpcomingItems()
    }

    private func bucket(for dueDate: Date, now: Date) -> AgendaItem.Bucket {
        if dueDate < now && !calendar.isDate(dueDate, inSameDayAs: now) {
            return .overdue
        }
        if calendar.isDate(dueDate, inSameDayAs: now) {
            return .today
        }
        if calendar.isDate(dueDate, equalTo: now, toGranularity: .weekOfYear) {
            return .thisWeek
        }
        return .later
    }
}
