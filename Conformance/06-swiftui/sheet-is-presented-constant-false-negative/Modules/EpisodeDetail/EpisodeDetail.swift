import SwiftUI

enum EpisodeDetailConfigurator {
    @MainActor
    static func configure(episode: Episode) -> some View {
        EpisodeDetailView(presenter: EpisodeDetailPresenter(episode: episode, feed: .shared))
    }
}

struct EpisodeDetailView: View {
    @ObservedObject var presenter: EpisodeDetailPresenter

    var body: some View {
        VStack(spacing: 16) {
            Text(presenter.episode.title).font(.title2).multilineTextAlignment(.center)
            Button(presenter.isPlaying ? "Pause" : "Play", systemImage: presenter.isPlaying ? "pause.fill" : "play.fill") {
                presenter.togglePlayback()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle(presenter.episode.show)
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
final class EpisodeDetailPresenter: ObservableObject {
    let episode: Episode
    @Published private(set) var isPlaying = false

    private let feed: FeedService

    init(episode: Episode, feed: FeedService) {
        self.episode = episode
        self.feed = feed
    }

    func togglePlayback() {
        isPlaying.toggle()
        if isPlaying { feed.markPlayed(episode) }
    }
}
