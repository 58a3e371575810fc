import SwiftUI

enum GymTab: Hashable {
    case boulders, passes, search
}

struct GymView: View {
    @ObservedObject var presenter: GymPresenter
    let wall: WallService
    @State private var selection: GymTab = .boulders

    var body: some View {
        TabView(selection: $selection) {
            Tab("Boulders", systemImage: "figure.climbing", value: GymTab.boulders) {
                BouldersBuilder.build(wall: wall)
            }
            .badge(presenter.newRoutesCount)
            Tab("Passes", systemImage: "ticket", value: GymTab.passes) {
                PassesBuilder.build(wall: wall)
            }
            Tab(value: GymTab.search, role: .search) {
                ClimbFinderBuilder.build(wall: wall)
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .task { await presenter.refresh() }
    }
}
