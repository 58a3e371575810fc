import Foundation

final class ShipmentsInteractor {
    private let courier: CourierAPI

    init(courier: CourierAPI) {
        self.courier = courier
    }

    func loadShipments(completion: @escaping ([Shipment]) -> Void) {
        courier.shipments { shipments in
            completion(shipments.sorted { $0.status == "Delivered" ? false : $1.status == "Delivered" })
        }
    }
}
