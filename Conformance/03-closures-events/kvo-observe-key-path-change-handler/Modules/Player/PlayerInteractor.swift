import AVFoundation

protocol PlayerInteractorInput: AnyObject {
    func startStream(of station: Station) -> AVPlayerItem
    func stop()
}

final class PlayerInteractor: PlayerInteractorInput {

    private let player = AVPlayer()

    func startStream(of station: Station) -> AVPlayerItem {
        let item = AVPlayerItem(url: station.streamURL)
        player.replaceCurrentItem(with: item)
        player.play()
        return item
    }

    func stop() {
        player.pause()
        player.replaceCurrentItem(with: nil)
    }
}
