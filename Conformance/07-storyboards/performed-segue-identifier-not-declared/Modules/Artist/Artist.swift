import UIKit

enum ArtistConfigurator {
    static func configure(_ viewController: ArtistViewController) {
        let interactor = ArtistInteractor(shelf: .shared)
        viewController.presenter = ArtistPresenter(view: viewController, interactor: interactor)
    }
}

protocol ArtistView: AnyObject {
    func show(name: String, biography: String)
}

final class ArtistViewController: UIViewController, ArtistView {
    @IBOutlet private weak var biographyLabel: UILabel!

    var presenter: ArtistPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        ArtistConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(name: String, biography: String) {
        title = name
        biographyLabel.text = biography
    }
}

final class ArtistPresenter {
    private weak var view: ArtistView?
    private let interactor: ArtistInteractor

    init(view: ArtistView, interactor: ArtistInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let (name, biography) = await interactor.artistBiography()
            view?.show(name: name, biography: biography)
        }
    }
}

final class ArtistInteractor {
    private let shelf: RecordShelf

    init(shelf: RecordShelf) {
        self.shelf = shelf
    }

    func artistBiography() async -> (String, String) {
        let artist = shelf.nowSpinning.artist
        return (artist, await shelf.biography(of: artist))
    }
}
