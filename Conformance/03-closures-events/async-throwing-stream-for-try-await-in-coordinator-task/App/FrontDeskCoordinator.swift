import UIKit

@MainActor
final class FrontDeskCoordinator {

    private let window: UIWindow
    private let reservations: ReservationsClient
    private let navigationController = UINavigationController()
    private var checkInTask: Task<Void, Never>?

    init(window: UIWindow, reservations: ReservationsClient) {
        self.window = window
        self.reservations = reservations
    }

    func start() {
        let checkIn = CheckInBuilder.build(reservations: reservations)
        navigationController.setViewControllers([checkIn.view], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        let events = checkIn.events
        checkInTask = Task { [weak self] in
            do {
                for try await event in events {
                    switch event {
                    case .roomReady(let booking):
                        self?.showRoomKey(for: booking)
                    case .scanPassport(let booking):
                        self?.showPassportScan(for: booking)
                    }
                }
            } catch {
                self?.showFrontDeskUnavailable(error)
            }
        }
    }

    private func showRoomKey(for booking: Booking) {
        let roomKey = RoomKeyBuilder.build(booking: booking)
        navigationController.pushViewController(roomKey, animated: true)
    }

    private func showPassportScan(for booking: Booking) {
        let scan = PassportScanBuilder.build(booking: booking)
        scan.modalPresentationStyle = .fullScreen
        navigationController.present(scan, animated: true)
    }

    private func showFrontDeskUnavailable(_ error: Error) {
        let alert = UIAlertController(title: "Front desk offline",
                                      message: "Please see reception to collect your key.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
    }

    deinit {
        checkInTask?.cancel()
    }
}
