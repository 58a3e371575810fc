import UIKit

protocol ExhibitionDetailViewInput: AnyObject {
    func show(title: String, gallery: String)
}

final class ExhibitionDetailViewController: UIViewController, ExhibitionDetailViewInput {
    var presenter: ExhibitionDetailPresenter!
    private let galleryLabel = UILabel()
    private lazy var audioGuideButton = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Audio guide", image: UIImage(systemName: "headphones")) { [weak self] _ in
        self?.presenter.didTapAudioGuide()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [galleryLabel, audioGuideButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(title: String, gallery: String) {
        self.title = title
        galleryLabel.text = gallery
    }
}

final class ExhibitionDetailPresenter {
    weak var view: ExhibitionDetailViewInput?
    var router: ExhibitionDetailRouter!
    private let exhibition: Exhibition

    init(exhibition: Exhibition) {
        self.exhibition = exhibition
    }

    func viewDidLoad() {
        view?.show(title: exhibition.title, gallery: exhibition.gallery)
    }

    func didTapAudioGuide() {
        router.showAudioGuide(exhibitionID: exhibition.id)
    }
}

final class ExhibitionDetailRouter {
    weak var viewController: UIViewController?

    func showAudioGuide(exhibitionID: String) {
        let guide = AudioGuideBuilder.build(exhibitionID: exhibitionID)
        viewController?.present(guide, animated: true)
    }
}

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
