import Foundation

final class JournalInteractor {
    private(set) var entries: [JournalEntry] = []

    func log(_ mood: Mood, note: String = "") {
        entries.insert(JournalEntry(date: Date(), mood: mood, note: note), at: 0)
    }
}
