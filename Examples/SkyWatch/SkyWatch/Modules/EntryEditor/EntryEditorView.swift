import SwiftUI

/// Lets the user edit the note of one observation log entry and save it.
struct EntryEditorView: View {
    @StateObject var viewModel: EntryEditorViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Note", text: $viewModel.entry.note)
            Button("Save") {
                viewModel.save()
                dismiss()
            }
        }
    }
}
