import UIKit

enum NowPlayingConfigurator {
    static func configure(_ viewController: NowPlayingViewController) {
        let router = NowPlayingRouter()
        router.viewController = viewController
        viewController.presenter = NowPlayingPresenter(view: viewController, interactor: NowPlayingInteractor(library: .shared), router: router)
    }
}

protocol NowPlayingView: AnyObject {
    func show(show: String, title: String, remaining: String)
}

final class NowPlayingViewController: UIViewController, NowPlayingView {
    @IBOutlet private weak var showLabel: UILabel!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var remainingLabel: UILabel!

    var presenter: NowPlayingPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        NowPlayingConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func collapseTapped(_ sender: UIButton) {
        presenter.didTapCollapse()
    }

    @IBAction private func pauseTapped(_ sender: UIButton) {
        presenter.didTapPause()
    }

    func show(show: String, title: String, remaining: String) {
        showLabel.text = show
        titleLabel.text = title
        remainingLabel.text = remaining
    }
}

final class NowPlayingPresenter {
    private weak var view: NowPlayingView?
    private let interactor: NowPlayingInteractor
    private let router: NowPlayingRouter
    private var episode: Episode?

    init(view: NowPlayingView, interactor: NowPlayingInteractor, router: NowPlayingRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func configure(with episode: Episode) {
        self.episode = episode
    }

    func viewDidLoad() {
        guard let episode else { return }
        let minutes = Int(episode.duration / 60)
        view?.show(show: episode.show, title: episode.title, remaining: "\(minutes) min left")
    }

    func didTapPause() {
        interactor.pause()
    }

    func didTapCollapse() {
        router.collapse()
    }
}

final class NowPlayingInteractor {
    private let library: PodcastLibrary

    init(library: PodcastLibrary) {
        self.library = library
    }

    func pause() {
        library.pause()
    }
}

final class NowPlayingRouter {
    weak var viewController: UIViewController?

    func collapse() {
        viewController?.dismiss(animated: true)
    }
}
