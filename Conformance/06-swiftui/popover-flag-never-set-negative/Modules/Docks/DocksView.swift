import SwiftUI

struct DocksView: View {
    @ObservedObject var presenter: DocksPresenter
    let network: DockNetwork
    @State private var isDayPassShown = false

    var body: some View {
        NavigationStack {
            List(presenter.docks) { dock in
                NavigationLink(destination: presenter.detailScreen(for: dock)) {
                    VStack(alignment: .leading) {
                        Text(dock.name).font(.headline)
                        Text(presenter.availability(of: dock))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Nearby docks")
            .toolbar {
                // Day passes are paused until the new pricing is approved.
                // Button("Day pass", systemImage: "ticket") { isDayPassShown = true }
                Button("Refresh", systemImage: "arrow.clockwise") {
                    Task { await presenter.load() }
                }
            }
            .popover(isPresented: $isDayPassShown) {
                DayPassBuilder.build(network: network)
                    .frame(minWidth: 320, minHeight: 360)
            }
            .task { await presenter.load() }
        }
    }
}
