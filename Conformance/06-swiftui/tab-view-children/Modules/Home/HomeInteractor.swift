import Foundation

final class HomeInteractor {
    private let player: AudioPlayerService

    init(player: AudioPlayerService) {
        self.player = player
    }

    func newReleaseCount() async -> Int {
        await player.newReleaseCount()
    }
}
