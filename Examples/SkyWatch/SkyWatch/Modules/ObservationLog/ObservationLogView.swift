import SwiftUI

/// The notes kept on one object; each opens in the editor.
struct ObservationLogView: View {
    @StateObject var viewModel: ObservationLogViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(viewModel.entries) { entry in
                NavigationLink(entry.note, value: entry)
            }
            .navigationDestination(for: LogEntry.self) { entry in
                EntryEditorView(viewModel: EntryEditorViewModel(entry: entry))
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
