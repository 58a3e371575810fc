import UIKit

final class VehiclesRouter {

    weak var viewController: UIViewController?
    private let makeServiceHistory: ServiceHistoryBuilder
    private let makeBooking: BookServiceBuilder

    init(makeServiceHistory: ServiceHistoryBuilder, makeBooking: BookServiceBuilder) {
        self.makeServiceHistory = makeServiceHistory
        self.makeBooking = makeBooking
    }

    func openHistory(for vehicle: Vehicle) {
        let history = makeServiceHistory(vehicle: vehicle)
        viewController?.navigationController?.pushViewController(history, animated: true)
    }

    func openBooking(for vehicle: Vehicle) {
        let booking = UINavigationController(rootViewController: makeBooking(vehicle: vehicle, reason: .annualService))
        viewController?.present(booking, animated: true)
    }
}
