import Foundation

protocol PlayerInteractorInput: AnyObject {
    var episode: Episode { get }
    var isPlaying: Bool { get }
    func togglePlayback()
}

protocol PlayerInteractorOutput: AnyObject {
    func playbackDidReachEnd()
}

final class PlayerInteractor: PlayerInteractorInput {

    weak var output: PlayerInteractorOutput?
    let episode: Episode
    private(set) var isPlaying = false
    private var position: TimeInterval = 0
    private var ticker: Timer?

    init(episode: Episode) {
        self.episode = episode
    }

    func togglePlayback() {
        isPlaying.toggle()
        if isPlaying {
            ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                self?.advance()
            }
        } else {
            ticker?.invalidate()
        }
    }

    private func advance() {
        position += 1
        if position >= episode.duration {
            ticker?.invalidate()
            isPlaying = false
            output?.playbackDidReachEnd()
        }
    }
}
