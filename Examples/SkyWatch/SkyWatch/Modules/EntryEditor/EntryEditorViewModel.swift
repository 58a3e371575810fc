import Combine

/// Holds the log entry being edited and saves it.
final class EntryEditorViewModel: ObservableObject {
    @Published var entry: LogEntry

    init(entry: LogEntry) {
        self.entry = entry
    }

    func save() {}
}
