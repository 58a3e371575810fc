import SwiftUI

struct HomeScreen: View {
    @ObservedObject var presenter: HomePresenter
    let player: AudioPlayerService

    var body: some View {
        TabView {
            LibraryBuilder.build(player: player)
                .tabItem { Label("Library", systemImage: "music.note.list") }
                .badge(presenter.libraryBadge)
            SearchBuilder.build(player: player)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            RadioBuilder.build(player: player)
                .tabItem { Label("Radio", systemImage: "dot.radiowaves.left.and.right") }
        }
        .task { await presenter.refreshBadges() }
    }
}
