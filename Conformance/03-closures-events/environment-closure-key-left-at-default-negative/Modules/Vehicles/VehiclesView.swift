import SwiftUI

struct VehiclesView: View {
    @ObservedObject var presenter: VehiclesPresenter
    @Environment(\.openServiceLog) private var openServiceLog

    var body: some View {
        List(presenter.vehicles) { vehicle in
            Button {
                openServiceLog(vehicle)
            } label: {
                VStack(alignment: .leading) {
                    Text(vehicle.nickname).font(.headline)
                    Text(presenter.subtitle(for: vehicle))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Garage")
        .task { await presenter.load() }
    }
}
