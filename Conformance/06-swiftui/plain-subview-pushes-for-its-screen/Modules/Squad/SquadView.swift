import SwiftUI

struct SquadView: View {
    @ObservedObject var presenter: SquadPresenter

    var body: some View {
        NavigationStack {
            List {
                Section("Staff") {
                    CoachLinkRow(presenter: presenter)
                }
                Section("Players") {
                    ForEach(presenter.players) { player in
                        HStack {
                            Text("\(player.shirtNumber)")
                                .monospacedDigit()
                                .frame(width: 28, alignment: .trailing)
                            Text(player.name)
                            Spacer()
                            Text(player.position).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Squad")
            .task { await presenter.load() }
        }
    }
}
