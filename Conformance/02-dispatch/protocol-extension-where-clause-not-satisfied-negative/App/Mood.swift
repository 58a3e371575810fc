import Foundation

enum Mood: String, CaseIterable {
    case great = "😄", okay = "🙂", low = "😔", stressed = "😣"
}

struct JournalEntry {
    let date: Date
    let mood: Mood
    let note: String
}
