import SwiftUI

// MARK: - Builder

enum OrdersBuilder {
    @MainActor
    static func build(cafe: CafeService, router: CremaRouter) -> some View {
        let presenter = OrdersPresenter(interactor: OrdersInteractor(cafe: cafe))
        return OrdersView(presenter: presenter, router: router, cafe: cafe)
    }
}

// MARK: - View

struct OrdersView: View {
    @ObservedObject var presenter: OrdersPresenter
    @ObservedObject var router: CremaRouter
    let cafe: CafeService

    var body: some View {
        NavigationStack(path: $router.ordersPath) {
            List(presenter.orders) { order in
                NavigationLink(value: OrderRoute.order(id: order.id)) {
                    LabeledContent(order.drinks.joined(separator: ", "), value: order.stage.rawValue)
                }
            }
            .navigationTitle("Today's orders")
            .navigationDestination(for: OrderRoute.self) { route in
                switch route {
                case .order(let id):
                    OrderStatusBuilder.build(orderID: id, cafe: cafe)
                }
            }
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}

// MARK: - Presenter

@MainActor
final class OrdersPresenter: ObservableObject {
    @Published private(set) var orders: [CafeOrder] = []

    private let interactor: OrdersInteractor

    init(interactor: OrdersInteractor) {
        self.interactor = interactor
    }

    func load() async {
        orders = await interactor.orders()
    }
}

// MARK: - Interactor

final class OrdersInteractor {
    private let cafe: CafeService

    init(cafe: CafeService) {
        self.cafe = cafe
    }

    func orders() async -> [CafeOrder] {
        await cafe.todaysOrders()
    }
}
