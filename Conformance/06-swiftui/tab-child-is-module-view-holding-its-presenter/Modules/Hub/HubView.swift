import SwiftUI

struct HubView: View {
    @ObservedObject var presenter: HubPresenter

    var body: some View {
        TabView(selection: $presenter.selection) {
            presenter.atlasPage()
                .tabItem { Label("Atlas", systemImage: "map") }
                .tag(0)
            presenter.notesPage()
                .tabItem { Label("Notes", systemImage: "note.text") }
                .tag(1)
        }
    }
}
