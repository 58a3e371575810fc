import SwiftUI

struct ChoresView: View {
    @ObservedObject var presenter: ChoresPresenter
    let board: ChoreBoard
    @State private var isAddingChore = false

    var body: some View {
        NavigationStack {
            List(presenter.chores) { chore in
                HStack {
                    Button {
                        presenter.didTapCheckbox(of: chore)
                    } label: {
                        Image(systemName: chore.isDone ? "checkmark.circle.fill" : "circle")
                    }
                    .buttonStyle(.plain)
                    VStack(alignment: .leading) {
                        Text(chore.title).strikethrough(chore.isDone)
                        Text(chore.assignee).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(String(repeating: "★", count: chore.stars))
                        .foregroundStyle(.yellow)
                }
            }
            .navigationTitle("Chores")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink {
                        StarJarBuilder.build(board: board)
                    } label: {
                        Label("Star jar", systemImage: "star.circle")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add chore", systemImage: "plus") {
                        isAddingChore = true
                    }
                }
            }
            .sheet(isPresented: $isAddingChore, onDismiss: presenter.load) {
                NewChoreBuilder.build(board: board, isPresented: $isAddingChore)
            }
            .onAppear { presenter.load() }
        }
    }
}
