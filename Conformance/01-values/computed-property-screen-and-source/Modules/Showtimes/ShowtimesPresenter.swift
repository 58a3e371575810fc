import Foundation

protocol ShowtimesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectShowtime(at index: Int)
    func didTapFilters()
}

final class ShowtimesPresenter: ShowtimesViewOutput {
    weak var view: ShowtimesViewInput?
    var interactor: ShowtimesInteractorInput!
    var router: ShowtimesRouterInput!

    private var showtimes: [Showtime] = []

    func viewDidLoad() {
        showtimes = interactor.tonightsShowtimes()
        view?.show(showtimes: showtimes)
    }

    func didSelectShowtime(at index: Int) {
        router.showSeats(for: showtimes[index])
    }

    func didTapFilters() {
        router.showFilters()
    }
}
