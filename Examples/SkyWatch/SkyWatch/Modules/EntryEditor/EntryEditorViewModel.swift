import Combine

final class EntryEditorViewModel: ObservableObject {
    @Published var entry: LogEntry

    init(entry: LogEntry) {
        self.entry = entry
    }

    func save() {}
}
