import SwiftUI

struct ParcelsView: View {
    @ObservedObject var presenter: ParcelsPresenter

    var body: some View {
        NavigationStack {
            content()
                .navigationTitle("Parcels")
                .task { await presenter.load() }
        }
    }

    @ViewBuilder
    func content() -> some View {
        switch presenter.state {
        case .loading:
            ProgressView("Checking carriers…")
        case .needsCarrierAccount:
            CarrierLinkBuilder.build()
        case .loaded(let parcels):
            List(parcels) { parcel in
                VStack(alignment: .leading, spacing: 2) {
                    Text(parcel.sender).font(.headline)
                    Text("\(parcel.carrier) · \(parcel.id)").font(.caption.monospaced())
                    Text(presenter.eta(for: parcel)).foregroundStyle(.secondary)
                }
            }
            .refreshable { await presenter.load() }
        case .failed(let message):
            ContentUnavailableView("Couldn't load parcels", systemImage: "shippingbox", description: Text(message))
        }
    }
}
