import SwiftUI

@MainActor
final class WorkshopsPresenter: ObservableObject {
    @Published private(set) var workshops: [Workshop] = []
    @Published private(set) var isLoading = false

    private let interactor: WorkshopsInteractor
    private let router: WorkshopsRouter

    init(interactor: WorkshopsInteractor, router: WorkshopsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        isLoading = true
        workshops = await interactor.upcoming()
        isLoading = false
    }

    func isFull(_ workshop: Workshop) -> Bool {
        workshop.seatsLeft == 0
    }

    func bookingScreen(for workshop: Workshop) -> some View {
        router.makeBooking(for: workshop)
    }
}
