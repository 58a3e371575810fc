import UIKit

final class ShipmentsRouter {
    private let appRouter: AppRouter
    private let courier: CourierAPI

    init(appRouter: AppRouter, courier: CourierAPI) {
        self.appRouter = appRouter
        self.courier = courier
    }

    func openTracking(for shipment: Shipment) {
        appRouter.push(ShipmentTrackingBuilder.build(shipment: shipment, courier: courier))
    }
}
