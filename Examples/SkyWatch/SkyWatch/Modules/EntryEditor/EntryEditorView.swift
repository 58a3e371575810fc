import SwiftUI

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
