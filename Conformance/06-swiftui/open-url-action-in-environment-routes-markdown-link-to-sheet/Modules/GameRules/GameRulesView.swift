import SwiftUI

struct GameRulesView: View {
    @ObservedObject var presenter: GameRulesPresenter

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(presenter.summary)
                    .font(.headline)
                Text(presenter.houseRules)
            }
            .padding()
        }
        .navigationTitle(presenter.game.name)
        .environment(\.openURL, OpenURLAction { url in
            presenter.didTapLink(url) ? .handled : .systemAction
        })
        .sheet(isPresented: $presenter.isReservingTable) {
            TableReservationBuilder.build(game: presenter.game, library: presenter.library)
        }
    }
}
