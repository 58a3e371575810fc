import UIKit

final class AlbumRouter {
    weak var viewController: UIViewController?

    func openArtist() {
        viewController?.performSegue(withIdentifier: "showArtist", sender: nil)
    }

    func openLyrics(for track: String) {
        viewController?.performSegue(withIdentifier: "showLyrics", sender: track)
    }
}
