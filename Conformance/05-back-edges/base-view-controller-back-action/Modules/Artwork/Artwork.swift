import UIKit

// MARK: - View

protocol ArtworkViewInput: AnyObject {
    func show(title: String, artist: String, description: String)
}

final class ArtworkViewController: BaseDetailViewController, ArtworkViewInput {
    var presenter: ArtworkPresenter!
    private let artistLabel = UILabel()
    private let descriptionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        descriptionLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [artistLabel, descriptionLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(title: String, artist: String, description: String) {
        self.title = title
        artistLabel.text = artist
        descriptionLabel.text = description
    }
}

// MARK: - Presenter

final class ArtworkPresenter {
    weak var view: ArtworkViewInput?
    var interactor: ArtworkInteractor!

    func viewDidLoad() {
        interactor.loadDescription { [weak self, artwork = interactor.artwork] text in
            self?.view?.show(title: artwork.title, artist: artwork.artist, description: text)
        }
    }
}

// MARK: - Interactor

final class ArtworkInteractor {
    let artwork: ArtworkSummary

    init(artwork: ArtworkSummary) {
        self.artwork = artwork
    }

    func loadDescription(completion: @escaping (String) -> Void) {
        completion("Audio guide stop \(artwork.id). Oil on canvas, on loan from the Rijksmuseum.")
    }
}

// MARK: - Builder

enum ArtworkBuilder {
    static func build(artwork: ArtworkSummary) -> UIViewController {
        let view = ArtworkViewController()
        let presenter = ArtworkPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ArtworkInteractor(artwork: artwork)
        return view
    }
}
