import UIKit

// MARK: - View

final class ArtworkDetailViewController: UIViewController {

    var presenter: ArtworkDetailPresenter!
    private let infoLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        infoLabel.text = presenter.caption
        infoLabel.numberOfLines = 0
        infoLabel.frame = CGRect(x: 20, y: 120, width: 330, height: 80)
        view.addSubview(infoLabel)

        let listen = UIButton(type: .system, primaryAction: UIAction(title: "Listen") { [weak self] _ in
            self?.presenter.didTapListen()
        })
        listen.frame = CGRect(x: 20, y: 220, width: 330, height: 44)
        listen.isHidden = !presenter.hasAudio
        view.addSubview(listen)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Seen it",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapSeen() }
        )
    }
}

// MARK: - Presenter

final class ArtworkDetailPresenter {

    var onListen: ((AudioStop) -> Void)?
    var onClose: (() -> Void)?
    private let artwork: Artwork

    init(artwork: Artwork) {
        self.artwork = artwork
    }

    var title: String { artwork.title }
    var caption: String { "\(artwork.title) by \(artwork.artist)" }
    var hasAudio: Bool { artwork.audioStop != nil }

    func didTapListen() {
        guard let stop = artwork.audioStop else { return }
        onListen?(stop)
    }

    func didTapSeen() {
        var seen = UserDefaults.standard.stringArray(forKey: "seenArtworks") ?? []
        seen.append(artwork.title)
        UserDefaults.standard.set(seen, forKey: "seenArtworks")
        onClose?()
    }
}

// MARK: - Builder

enum ArtworkDetailBuilder {

    static func build(artwork: Artwork,
                      onListen: @escaping (AudioStop) -> Void,
                      onClose: @escaping () -> Void) -> UIViewController {
        let view = ArtworkDetailViewController()
        let presenter = ArtworkDetailPresenter(artwork: artwork)
        presenter.onListen = onListen
        presenter.onClose = onClose
        view.presenter = presenter
        return view
    }
}
