import Foundation

/// The task the user is writing, before it is persisted.
struct ComposeDraft: Equatable {

    static let maximumTitleLength = 120

    var title: String
    var notes: String
    var dueDate: Date

    var trimmedTitle: String {
        return title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var isValid: Bool {
        return !trimmedTitle.isEmpty && trimmedTitle.count <= ComposeDraft.maximumTitleLength
    }

    static func blank(dueIn interval: TimeInterval = 60 * 60 * 24, from now: Date = Date()) -> ComposeDraft {
        return ComposeDraft(title: "", notes: "", dueDate: now.addingTimeInterval(interval))
    }
}
