import SwiftUI

enum SnacksBuilder {
    @MainActor
    static func build(order: SeatOrder, flow: TicketFlow, boxOffice: BoxOffice) -> some View {
        let router = SnacksRouter(flow: flow)
        let interactor = SnacksInteractor(boxOffice: boxOffice)
        let presenter = SnacksPresenter(order: order, interactor: interactor, router: router)
        return SnacksView(presenter: presenter)
    }
}
