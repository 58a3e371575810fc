import Foundation

final class ListeningHistory {

    private(set) var playedEpisodeIDs: Set<String> = []

    func markPlayed(_ episode: Episode) {
        playedEpisodeIDs.insert(episode.id)
    }
}
