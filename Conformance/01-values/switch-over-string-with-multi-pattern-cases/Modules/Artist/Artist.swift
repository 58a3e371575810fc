import UIKit

final class ArtistViewController: UIViewController {

    var presenter: ArtistPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        title = presenter.displayName
    }
}

final class ArtistPresenter {

    private let artistID: String

    init(artistID: String) {
        self.artistID = artistID
    }

    var displayName: String {
        artistID.hasPrefix("art-") ? "Artist" : "Unknown artist"
    }
}

enum ArtistBuilder {

    static func build(artistID: String) -> UIViewController {
        let view = ArtistViewController()
        view.presenter = ArtistPresenter(artistID: artistID)
        return view
    }
}
