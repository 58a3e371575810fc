import UIKit

protocol SpeakerBioDisplayLogic: AnyObject {
    func displaySpeaker(name: String, bio: String)
}

// MARK: - View

final class SpeakerBioViewController: UIViewController, SpeakerBioDisplayLogic {

    var interactor: SpeakerBioInteractor?
    var router: SpeakerBioRouter?
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()

    init(speaker: Speaker) {
        super.init(nibName: nil, bundle: nil)
        let interactor = SpeakerBioInteractor(speaker: speaker)
        let presenter = SpeakerBioPresenter()
        let router = SpeakerBioRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
    }

    required init?(coder: NSCoder) {
        fatalError("SpeakerBioViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.frame = CGRect(x: 20, y: 60, width: 330, height: 40)
        bioLabel.frame = CGRect(x: 20, y: 110, width: 330, height: 120)
        bioLabel.numberOfLines = 0
        view.addSubview(nameLabel)
        view.addSubview(bioLabel)
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.router?.routeToSchedule() })
        close.frame = CGRect(x: 320, y: 16, width: 30, height: 30)
        view.addSubview(close)
        interactor?.loadSpeaker()
    }

    func displaySpeaker(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}

// MARK: - Interactor

final class SpeakerBioInteractor {

    var presenter: SpeakerBioPresenter?
    private let speaker: Speaker

    init(speaker: Speaker) {
        self.speaker = speaker
    }

    func loadSpeaker() {
        presenter?.presentSpeaker(speaker)
    }
}

// MARK: - Presenter

final class SpeakerBioPresenter {

    weak var viewController: SpeakerBioDisplayLogic?

    func presentSpeaker(_ speaker: Speaker) {
        viewController?.displaySpeaker(name: "\(speaker.name), \(speaker.company)", bio: speaker.bio)
    }
}

// MARK: - Router

final class SpeakerBioRouter: NSObject {

    weak var viewController: UIViewController?

    func routeToSchedule() {
        viewController?.dismiss(animated: true)
    }
}
