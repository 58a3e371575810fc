import Foundation

class TicketCheckoutInteractor: TicketCheckoutPresentorToInteractorProtocol {

    weak var presenter: TicketCheckoutInteractorToPresenterProtocol?
    private(set) var order: TicketOrder

    private let maxTicketsPerOrder = 8

    init(order: TicketOrder) {
        self.order = order
    }

    func updateQuantity(_ quantity: Int) {
        order.quantity = min(max(quantity, 1), maxTicketsPerOrder)
        presenter?.orderChanged(order)
    }

    func selectTier(_ tier: TicketTier) {
        order.tier = tier
        presenter?.orderChanged(order)
    }

    func submitOrder() {
        guard let url = URL(string: "https://api.citypulse.example/v2/orders") else { return }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(order)

        URLSession.shared.dataTask(with: request) { [weak self] data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let reference = data.flatMap { String(data: $0, encoding: .utf8) } ?? ""
            DispatchQueue.main.async {
                if let error = error {
                    self?.presenter?.orderFailed(error: error)
                } else if status == 201 {
                    self?.presenter?.orderConfirmed(reference: reference)
                } else {
                    self?.presenter?.orderFailed(error: URLError(.badServerResponse))
                }
            }
        }.resume()
    }
}
