import SwiftUI

struct EpisodesView: View {
    @ObservedObject var presenter: EpisodesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.episodes) { episode in
                NavigationLink {
                    EpisodeDetailConfigurator.configure(episode: episode)
                } label: {
                    EpisodeRow(episode: episode)
                }
            }
            .navigationTitle("Latest")
            // The listener survey stays off until research signs the questions off;
            // bind it to `$presenter.isSurveyDue` again to ship it.
            .sheet(isPresented: .constant(false)) {
                ListenerSurveyConfigurator.configure()
            }
            .task { await presenter.load() }
        }
    }
}

private struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(episode.title).font(.headline)
            Text("\(episode.show) · \(episode.duration.formatted(.units(allowed: [.minutes])))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
