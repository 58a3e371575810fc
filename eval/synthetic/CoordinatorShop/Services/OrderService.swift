import Foundation

protocol OrderServiceProtocol {
    func placeOrder(items: [CartItem], paymentToken: String, completion: @escaping (Result<Order, Error>) -> Void)
}

final class OrderService: OrderServiceProtocol {
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func placeOrder(items: [CartItem], paymentToken: String, completion: @escaping (Result<Order, Error>) -> Void) {
        let total = items.reduce(0) { $0 + $1.totalCents }
        let order = Order(id: String(UUID().uuidString.prefix(8)), items: items, totalCents: total, placedAt: Date())
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            completion(.success(order))
        }
    }
}
