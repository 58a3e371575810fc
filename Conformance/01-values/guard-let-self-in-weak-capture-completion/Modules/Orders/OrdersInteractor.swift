import Foundation

final class OrdersInteractor {
    private let api: DeliveryAPI

    init(api: DeliveryAPI) {
        self.api = api
    }

    func loadOrders(completion: @escaping ([Order]) -> Void) {
        api.fetchOrders { orders in
            DispatchQueue.main.async {
                completion(orders.filter { $0.status != "cancelled" })
            }
        }
    }
}
