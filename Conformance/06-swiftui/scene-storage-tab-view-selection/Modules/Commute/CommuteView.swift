import SwiftUI

struct CommuteView: View {
    @ObservedObject var presenter: CommutePresenter
    let network: TransitNetwork
    @SceneStorage("selectedTab") private var selectedTab: CommuteTab = .departures

    var body: some View {
        TabView(selection: $selectedTab) {
            DeparturesBuilder.build(stop: "Central", network: network)
                .tabItem { Label("Departures", systemImage: "clock") }
                .tag(CommuteTab.departures)
            LinesBuilder.build(network: network)
                .tabItem { Label("Lines", systemImage: "tram") }
                .badge(presenter.disruptedLineCount)
                .tag(CommuteTab.lines)
            TicketsBuilder.build(network: network)
                .tabItem { Label("Tickets", systemImage: "ticket") }
                .badge(presenter.activeTicketCount)
                .tag(CommuteTab.tickets)
        }
        .task(id: selectedTab) { await presenter.refreshBadges() }
    }
}
