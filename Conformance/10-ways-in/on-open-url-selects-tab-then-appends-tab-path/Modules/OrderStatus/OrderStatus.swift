import SwiftUI

// MARK: - Builder

enum OrderStatusBuilder {
    @MainActor
    static func build(orderID: String, cafe: CafeService) -> some View {
        let interactor = OrderStatusInteractor(cafe: cafe)
        return OrderStatusView(presenter: OrderStatusPresenter(orderID: orderID, interactor: interactor))
    }
}

// MARK: - View

struct OrderStatusView: View {
    @ObservedObject var presenter: OrderStatusPresenter

    var body: some View {
        VStack(spacing: 16) {
            if let order = presenter.order {
                Image(systemName: order.stage == .ready ? "bell.fill" : "hourglass")
                    .font(.system(size: 56))
                Text(order.stage.rawValue).font(.title2)
                Text(order.drinks.joined(separator: ", ")).foregroundStyle(.secondary)
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Order \(presenter.orderID)")
        .task { await presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class OrderStatusPresenter: ObservableObject {
    let orderID: String
    @Published private(set) var order: CafeOrder?

    private let interactor: OrderStatusInteractor

    init(orderID: String, interactor: OrderStatusInteractor) {
        self.orderID = orderID
        self.interactor = interactor
    }

    func load() async {
        order = await interactor.status(of: orderID)
    }
}

// MARK: - Interactor

final class OrderStatusInteractor {
    private let cafe: CafeService

    init(cafe: CafeService) {
        self.cafe = cafe
    }

    func status(of orderID: String) async -> CafeOrder? {
        await cafe.status(of: orderID)
    }
}
