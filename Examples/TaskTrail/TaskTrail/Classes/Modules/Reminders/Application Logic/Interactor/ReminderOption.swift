import Foundation

/// One "remind me ... before the due date" choice.
struct ReminderOption: Equatable {

    /// Seconds before the due date.
    let offset: TimeInterval
    var isSelected: Bool

    static let standardOffsets: [TimeInterval] = [0, 5 * 60, 30 * 60, 60 * 60, 24 * 60 * 60]

    var isAtDueTime: Bool {
        return offset == 0
    }

    func fireDate(forDueDate dueDate: Date) -> Date {
        return dueDate.addingTimeInterval(-offset)
    }

    func isStillUpcoming(forDueDate dueDate: Date, now: Date) -> Bool {
        return fireDate(forDueDate: dueDate) > now
    }
}
