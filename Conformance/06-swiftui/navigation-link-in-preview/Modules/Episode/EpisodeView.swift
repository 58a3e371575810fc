import SwiftUI

enum EpisodeBuilder {
    static func build(episode: PodcastEpisode) -> some View {
        let interactor = EpisodeInteractor(feed: .shared)
        let presenter = EpisodePresenter(episode: episode, interactor: interactor)
        return EpisodeView(presenter: presenter)
    }
}

struct EpisodeView: View {
    @ObservedObject var presenter: EpisodePresenter

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(presenter.episode.show).font(.subheadline).foregroundStyle(.secondary)
            Text(presenter.episode.title).font(.title2.bold())
            Text(presenter.episode.duration.formatted(.units(allowed: [.hours, .minutes])))
            Button(presenter.isPlayed ? "Played" : "Mark as played") {
                Task { await presenter.markPlayed() }
            }
            .disabled(presenter.isPlayed)
            Spacer()
        }
        .padding()
        .navigationTitle("Episode")
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
final class EpisodePresenter: ObservableObject {
    let episode: PodcastEpisode
    @Published private(set) var isPlayed = false

    private let interactor: EpisodeInteractor

    init(episode: PodcastEpisode, interactor: EpisodeInteractor) {
        self.episode = episode
        self.interactor = interactor
    }

    func markPlayed() async {
        await interactor.markPlayed(episode)
        isPlayed = true
    }
}

final class EpisodeInteractor {
    private let feed: PodcastFeed

    init(feed: PodcastFeed) {
        self.feed = feed
    }

    func markPlayed(_ episode: PodcastEpisode) async {
        await feed.markPlayed(episodeID: episode.id)
    }
}

#Preview("Pushed onto a stack") {
    NavigationStack {
        NavigationLink("Open episode") {
            EpisodeBuilder.build(episode: .sample)
        }
    }
}
