import SwiftUI

enum ShowtimesBuilder {
    @MainActor
    static func build(flow: TicketFlow, boxOffice: BoxOffice) -> some View {
        let router = ShowtimesRouter(flow: flow)
        let interactor = ShowtimesInteractor(boxOffice: boxOffice)
        let presenter = ShowtimesPresenter(interactor: interactor, router: router)
        return ShowtimesView(presenter: presenter, flow: flow, boxOffice: boxOffice)
    }
}
