import SwiftUI

struct HomeView: View {
    @ObservedObject var presenter: HomePresenter
    @ObservedObject var router: CremaRouter
    let cafe: CafeService

    var body: some View {
        TabView(selection: $router.selectedTab) {
            DrinksBuilder.build(cafe: cafe)
                .tabItem { Label("Menu", systemImage: "cup.and.saucer") }
                .tag(CremaTab.drinks)
            OrdersBuilder.build(cafe: cafe, router: router)
                .tabItem { Label("Orders", systemImage: "bag") }
                .badge(presenter.openOrders)
                .tag(CremaTab.orders)
        }
        .task { await presenter.refresh() }
    }
}
