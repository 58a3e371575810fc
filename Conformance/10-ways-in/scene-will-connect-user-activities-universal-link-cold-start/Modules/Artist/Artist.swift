import UIKit

protocol ArtistViewInput: AnyObject {
    func show(biography: String)
}

final class ArtistViewController: UIViewController, ArtistViewInput {
    var presenter: ArtistPresenter!
    private let biographyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        biographyLabel.numberOfLines = 0
        biographyLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        biographyLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(biographyLabel)
        presenter.viewDidLoad()
    }

    func show(biography: String) {
        biographyLabel.text = biography
    }
}

final class ArtistPresenter {
    weak var view: ArtistViewInput?
    private let artistID: String
    private let api: FestivalAPI

    init(artistID: String, api: FestivalAPI) {
        self.artistID = artistID
        self.api = api
    }

    func viewDidLoad() {
        view?.show(biography: api.biography(ofArtist: artistID))
    }
}

enum ArtistBuilder {
    static func build(artistID: String) -> UIViewController {
        let view = ArtistViewController()
        let presenter = ArtistPresenter(artistID: artistID, api: .shared)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
