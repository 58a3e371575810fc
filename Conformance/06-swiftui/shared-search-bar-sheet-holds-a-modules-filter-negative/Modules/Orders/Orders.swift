import SwiftUI

enum OrdersBuilder {
    static func build() -> AnyView {
        AnyView(OrdersView(presenter: OrdersPresenter(interactor: OrdersInteractor())))
    }
}

final class OrdersPresenter: ObservableObject {
    let interactor: OrdersInteractor
    @Published var query = ""
    init(interactor: OrdersInteractor) { self.interactor = interactor }
}

final class OrdersInteractor {}

struct OrdersView: View {
    @ObservedObject var presenter: OrdersPresenter

    var body: some View {
        VStack {
            SearchBar(text: $presenter.query, filterSheet: nil)
            Text("Your orders")
        }
    }
}
