import SwiftUI

enum SeatMapBuilder {
    @MainActor
    static func build(showtime: Showtime, flow: TicketFlow, boxOffice: BoxOffice) -> some View {
        let router = SeatMapRouter(flow: flow)
        let interactor = SeatMapInteractor(boxOffice: boxOffice)
        let presenter = SeatMapPresenter(showtime: showtime, interactor: interactor, router: router)
        return SeatMapView(presenter: presenter)
    }
}

struct SeatMapView: View {
    @ObservedObject var presenter: SeatMapPresenter

    var body: some View {
        List(presenter.freeSeats, id: \.self) { seat in
            Button {
                presenter.toggle(seat)
            } label: {
                HStack {
                    Text("Row \(String(seat.row)), seat \(seat.number)")
                    Spacer()
                    if presenter.chosen.contains(seat) {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
        .navigationTitle(presenter.showtime.film)
        .toolbar {
            Button("Next") { presenter.didTapNext() }
                .disabled(presenter.chosen.isEmpty)
        }
        .task { await presenter.load() }
    }
}

@MainActor
final class SeatMapPresenter: ObservableObject {
    let showtime: Showtime
    @Published private(set) var freeSeats: [Seat] = []
    @Published private(set) var chosen: Set<Seat> = []

    private let interactor: SeatMapInteractor
    private let router: SeatMapRouter

    init(showtime: Showtime, interactor: SeatMapInteractor, router: SeatMapRouter) {
        self.showtime = showtime
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        freeSeats = await interactor.freeSeats(for: showtime)
    }

    func toggle(_ seat: Seat) {
        if chosen.contains(seat) {
            chosen.remove(seat)
        } else {
            chosen.insert(seat)
        }
    }

    func didTapNext() {
        let seats = chosen.sorted { $0.number < $1.number }
        router.showSnacks(for: SeatOrder(showtime: showtime, seats: seats))
    }
}

final class SeatMapInteractor {
    private let boxOffice: BoxOffice

    init(boxOffice: BoxOffice) {
        self.boxOffice = boxOffice
    }

    func freeSeats(for showtime: Showtime) async -> [Seat] {
        await boxOffice.freeSeats(for: showtime)
    }
}

@MainActor
final class SeatMapRouter {
    private let flow: TicketFlow

    init(flow: TicketFlow) {
        self.flow = flow
    }

    func showSnacks(for order: SeatOrder) {
        flow.path.append(TicketStep.snacks(order))
    }
}
