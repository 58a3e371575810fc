import SwiftUI

struct NewChoreView: View {
    @ObservedObject var presenter: NewChorePresenter
    @Binding var isPresented: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("What needs doing?", text: $presenter.title)
                Picker("Who", selection: $presenter.assignee) {
                    ForEach(presenter.kids, id: \.self) { Text($0) }
                }
                Stepper("Worth \(presenter.stars) star(s)", value: $presenter.stars, in: 1...5)
                if let error = presenter.errorMessage {
                    Text(error).foregroundStyle(.red)
                }
            }
            .navigationTitle("New chore")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { close() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        Task {
                            if await presenter.didTapAdd() {
                                close()
                            }
                        }
                    }
                }
            }
        }
    }

    private func close() {
        isPresented = false
    }
}
