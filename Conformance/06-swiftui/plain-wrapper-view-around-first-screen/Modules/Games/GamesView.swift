import SwiftUI

struct GamesView: View {
    @ObservedObject var presenter: GamesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.games) { game in
                VStack(alignment: .leading) {
                    Text(game.title).font(.headline)
                    Text("\(presenter.playersText(for: game)) · \(game.playingTime) min")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Game shelf")
            .toolbar {
                Button("Add game", systemImage: "plus") {
                    presenter.didTapAdd()
                }
            }
            .sheet(isPresented: $presenter.isAddingGame, onDismiss: { Task { await presenter.load() } }) {
                AddGameBuilder.build(library: .shared)
            }
            .task { await presenter.load() }
        }
    }
}
