import SwiftUI

struct CoopView: View {
    @ObservedObject var presenter: CoopPresenter

    var body: some View {
        TabView(selection: $presenter.selectedTab) {
            ForEach(CoopTab.allCases) { tab in
                tab.content
                    .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                    .badge(presenter.badge(for: tab))
                    .tag(tab)
            }
        }
        .task { await presenter.refresh() }
    }
}
