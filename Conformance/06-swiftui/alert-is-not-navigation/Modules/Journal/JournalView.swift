import SwiftUI

struct JournalView: View {
    @ObservedObject var presenter: JournalPresenter

    var body: some View {
        NavigationStack {
            List(presenter.entries) { entry in
                NavigationLink(destination: EntryBuilder.build(entry: entry)) {
                    VStack(alignment: .leading) {
                        Text(entry.title).font(.headline)
                        Text(entry.createdAt, style: .date).font(.caption)
                    }
                }
                .swipeActions {
                    Button("Delete", role: .destructive) { presenter.askToDelete(entry) }
                }
            }
            .navigationTitle("Journal")
            .alert("Delete this entry?", isPresented: $presenter.isDeleteAlertShown, presenting: presenter.pendingDeletion) { entry in
                Button("Delete", role: .destructive) { presenter.confirmDelete(entry) }
                Button("Keep", role: .cancel) {}
            } message: { entry in
                Text("“\(entry.title)” will be gone for good.")
            }
            .onAppear { presenter.reload() }
        }
    }
}
