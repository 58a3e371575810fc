import Combine
import UIKit

protocol ParkingMapRouterInput: AnyObject {
    func followZoneChanges()
    func showPayment(for zone: ParkingZone)
}

final class ParkingMapRouter: ParkingMapRouterInput {

    weak var viewController: UIViewController?
    private var cancellables = Set<AnyCancellable>()

    func followZoneChanges() {
        NotificationCenter.default.publisher(for: .parkingZoneDidChange)
            .compactMap { $0.object as? ParkingZone }
            .sink { [weak self] zone in
                let info = ZoneInfoBuilder.build(zone: zone)
                self?.viewController?.navigationController?.pushViewController(info, animated: true)
            }
            .store(in: &cancellables)
    }

    func showPayment(for zone: ParkingZone) {
        let payment = PaymentBuilder.build(zone: zone)
        viewController?.present(payment, animated: true)
    }
}
