import Foundation

@MainActor
final class ShowtimesPresenter: ObservableObject {
    @Published private(set) var showtimes: [Showtime] = []

    private let interactor: ShowtimesInteractor
    private let router: ShowtimesRouter

    init(interactor: ShowtimesInteractor, router: ShowtimesRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        showtimes = await interactor.todaysShowtimes()
    }

    func time(of showtime: Showtime) -> String {
        showtime.starts.formatted(date: .omitted, time: .shortened) + " · Screen \(showtime.screen)"
    }

    func didSelect(_ showtime: Showtime) {
        router.showSeats(for: showtime)
    }
}
