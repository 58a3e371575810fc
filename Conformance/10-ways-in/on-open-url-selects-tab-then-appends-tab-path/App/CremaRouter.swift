import SwiftUI

enum CremaTab: Hashable {
    case drinks
    case orders
}

enum OrderRoute: Hashable {
    case order(id: String)
}

/// App-wide navigation state: the selected tab and the orders tab's stack.
@MainActor
final class CremaRouter: ObservableObject {
    @Published var selectedTab: CremaTab = .drinks
    @Published var ordersPath: [OrderRoute] = []

    /// crema://menu          → the drinks tab
    /// crema://order/<id>    → the orders tab, then that order's status
    func open(_ url: URL) {
        guard url.scheme == "crema" else { return }
        switch url.host {
        case "menu":
            selectedTab = .drinks
        case "order":
            let orderID = url.lastPathComponent
            guard !orderID.isEmpty, orderID != "/" else { return }
            selectedTab = .orders
            ordersPath.append(.order(id: orderID))
        default:
            break
        }
    }
}
