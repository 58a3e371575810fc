import SwiftUI

struct ShowtimesView: View {
    @ObservedObject var presenter: ShowtimesPresenter
    @ObservedObject var flow: TicketFlow
    let boxOffice: BoxOffice

    var body: some View {
        NavigationStack(path: $flow.path) {
            List(presenter.showtimes) { showtime in
                Button {
                    presenter.didSelect(showtime)
                } label: {
                    LabeledContent(showtime.film, value: presenter.time(of: showtime))
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: TicketStep.self) { step in
                switch step {
                case .seats(let showtime):
                    SeatMapBuilder.build(showtime: showtime, flow: flow, boxOffice: boxOffice)
                case .snacks(let order):
                    SnacksBuilder.build(order: order, flow: flow, boxOffice: boxOffice)
                }
            }
            .task { await presenter.load() }
        }
    }
}
