import UIKit

struct ArtworkSummary {
    let id: Int
    let title: String
    let artist: String
}

// MARK: - View

protocol ExhibitionDetailViewInput: AnyObject {
    func show(title: String, artworks: [ArtworkSummary])
}

final class ExhibitionDetailViewController: BaseDetailViewController, ExhibitionDetailViewInput {
    var presenter: ExhibitionDetailPresenter!
    private let stack = UIStackView()
    private var artworks: [ArtworkSummary] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(title: String, artworks: [ArtworkSummary]) {
        self.title = title
        self.artworks = artworks
        for (index, artwork) in artworks.enumerated() {
            let button = UIButton(configuration: .gray())
            button.setTitle("\(artwork.title) — \(artwork.artist)", for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(artworkTapped(_:)), for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
    }

    @objc private func artworkTapped(_ sender: UIButton) {
        presenter.didSelect(artworks[sender.tag])
    }
}

// MARK: - Presenter

final class ExhibitionDetailPresenter {
    weak var view: ExhibitionDetailViewInput?
    var router: ExhibitionDetailRouter!
    private let exhibition: Exhibition

    init(exhibition: Exhibition) {
        self.exhibition = exhibition
    }

    func viewDidLoad() {
        view?.show(title: exhibition.title, artworks: [
            ArtworkSummary(id: 1, title: "The Milkmaid", artist: "Johannes Vermeer"),
            ArtworkSummary(id: 2, title: "The Night Watch", artist: "Rembrandt van Rijn")
        ])
    }

    func didSelect(_ artwork: ArtworkSummary) {
        router.openArtwork(artwork)
    }
}

// MARK: - Router

final class ExhibitionDetailRouter {
    weak var viewController: UIViewController?

    func openArtwork(_ artwork: ArtworkSummary) {
        let artworkScreen = ArtworkBuilder.build(artwork: artwork)
        viewController?.navigationController?.pushViewController(artworkScreen, animated: true)
    }
}

// MARK: - Builder

enum ExhibitionDetailBuilder {
    static func build(exhibition: Exhibition) -> UIViewController {
        let view = ExhibitionDetailViewController()
        let presenter = ExhibitionDetailPresenter(exhibition: exhibition)
        let router = ExhibitionDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
