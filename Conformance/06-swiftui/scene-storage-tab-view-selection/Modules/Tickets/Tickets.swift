import SwiftUI

enum TicketsBuilder {
    static func build(network: TransitNetwork) -> some View {
        let interactor = TicketsInteractor(network: network)
        let presenter = TicketsPresenter(interactor: interactor)
        return TicketsView(presenter: presenter)
    }
}

struct TicketsView: View {
    @ObservedObject var presenter: TicketsPresenter

    var body: some View {
        NavigationStack {
            List {
                Section("Active") {
                    ForEach(presenter.tickets) { ticket in
                        LabeledContent(ticket.zone,
                                       value: ticket.validUntil.formatted(date: .omitted, time: .shortened))
                    }
                }
                Section {
                    Button("Buy a 90-minute ticket, zones 1-2") {
                        Task { await presenter.didTapBuy() }
                    }
                }
            }
            .navigationTitle("Tickets")
            .onAppear { presenter.load() }
        }
    }
}

@MainActor
final class TicketsPresenter: ObservableObject {
    @Published private(set) var tickets: [TravelTicket] = []

    private let interactor: TicketsInteractor

    init(interactor: TicketsInteractor) {
        self.interactor = interactor
    }

    func load() {
        tickets = interactor.activeTickets()
    }

    func didTapBuy() async {
        await interactor.buy(zone: "Zones 1-2")
        load()
    }
}

final class TicketsInteractor {
    private let network: TransitNetwork

    init(network: TransitNetwork) {
        self.network = network
    }

    func activeTickets() -> [TravelTicket] {
        network.tickets.filter { $0.validUntil > Date() }
    }

    func buy(zone: String) async {
        _ = await network.buyTicket(zone: zone)
    }
}
