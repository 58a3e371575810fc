import UIKit

final class EpisodesRouter {
    func prepare(for segue: UIStoryboardSegue, playing episode: Episode) {
        guard segue.identifier == "openPlayer",
              let player = segue.destination as? NowPlayingViewController else { return }
        player.presenter.configure(with: episode)
    }
}
