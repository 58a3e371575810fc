import UIKit

protocol ShowtimesRouterInput: AnyObject {
    func showSeats(for showtime: Showtime)
    func showFilters()
}

final class ShowtimesRouter: ShowtimesRouterInput {
    weak var viewController: UIViewController?

    private var navigation: UINavigationController? {
        viewController?.navigationController
    }

    private var filtersScreen: UIViewController {
        let filters = ShowtimeFiltersBuilder.build()
        filters.modalPresentationStyle = .pageSheet
        return filters
    }

    func showSeats(for showtime: Showtime) {
        let seats = SeatPickerBuilder.build(showtimeID: showtime.id)
        navigation?.pushViewController(seats, animated: true)
    }

    func showFilters() {
        viewController?.present(filtersScreen, animated: true)
    }
}
