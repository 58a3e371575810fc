import UIKit

protocol AlbumsRouterInput: AnyObject {
    @MainActor func showAlbum(_ album: Album)
}

final class AlbumsRouter: AlbumsRouterInput {

    weak var viewController: UIViewController?

    @MainActor
    func showAlbum(_ album: Album) {
        let detail = AlbumDetailBuilder.build(album: album)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
