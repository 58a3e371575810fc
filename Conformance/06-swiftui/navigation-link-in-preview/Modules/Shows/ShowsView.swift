import SwiftUI

struct ShowsView: View {
    @ObservedObject var presenter: ShowsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.episodes) { episode in
                NavigationLink {
                    EpisodeBuilder.build(episode: episode)
                } label: {
                    VStack(alignment: .leading) {
                        Text(episode.show).font(.caption).foregroundStyle(.secondary)
                        Text(episode.title)
                    }
                }
            }
            .navigationTitle("New episodes")
            .task { await presenter.load() }
        }
    }
}
