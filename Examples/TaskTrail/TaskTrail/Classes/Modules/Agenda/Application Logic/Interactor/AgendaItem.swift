import Foundation

/// Lightweight value handed from the Agenda interactor to its presenter.
struct AgendaItem: Equatable {

    enum Bucket: Int, Comparable {
        case overdue
        case today
        case thisWeek
        case later

        static func < (lhs: Bucket, rhs: Bucket) -> Bool {
            return lhs.rawValue < rhs.rawValue
        }
    }

    let taskID: UUID
    let title: String
    let dueDate: Date
    let isDone: Bool
    let avatarURL: URL?
    let bucket: Bucket
}
