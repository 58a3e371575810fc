import UIKit

final class AlbumDetailViewController: UIViewController {

    var presenter: AlbumDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class AlbumDetailPresenter {

    private let album: Album

    init(album: Album) {
        self.album = album
    }

    var title: String {
        "\(album.title) (\(album.photoURLs.count))"
    }
}

enum AlbumDetailBuilder {

    static func build(album: Album) -> UIViewController {
        let view = AlbumDetailViewController()
        view.presenter = AlbumDetailPresenter(album: album)
        return view
    }
}
