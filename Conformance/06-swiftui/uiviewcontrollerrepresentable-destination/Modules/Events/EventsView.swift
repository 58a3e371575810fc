import SwiftUI

struct EventsView: View {
    @ObservedObject var presenter: EventsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.events) { event in
                HStack {
                    VStack(alignment: .leading) {
                        Text(event.title).font(.headline)
                        Text("\(event.checkedIn) checked in").font(.caption)
                    }
                    Spacer()
                    Button("Scan", systemImage: "qrcode.viewfinder") {
                        presenter.startScanning(event)
                    }
                    .buttonStyle(.bordered)
                }
            }
            .navigationTitle("Tonight")
            .sheet(isPresented: $presenter.isScannerShown) {
                if let event = presenter.scanningEvent {
                    TicketScannerRepresentable(event: event, onAccepted: presenter.ticketAccepted)
                        .ignoresSafeArea()
                }
            }
            .task { await presenter.load() }
        }
    }
}
