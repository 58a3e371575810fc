import UIKit

protocol SessionDetailDisplayLogic: AnyObject {
    func displaySession(title: String, subtitle: String, speakerButtonTitle: String)
}

final class SessionDetailViewController: UIViewController, SessionDetailDisplayLogic {

    var interactor: SessionDetailBusinessLogic?
    var router: (NSObjectProtocol & SessionDetailRoutingLogic)?
    private let subtitleLabel = UILabel()
    private let speakerButton = UIButton(type: .system)

    init(session: Session) {
        super.init(nibName: nil, bundle: nil)
        setup(session: session)
    }

    required init?(coder: NSCoder) {
        fatalError("SessionDetailViewController is made in code")
    }

    private func setup(session: Session) {
        let interactor = SessionDetailInteractor(session: session)
        let presenter = SessionDetailPresenter()
        let router = SessionDetailRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        subtitleLabel.frame = CGRect(x: 20, y: 120, width: 330, height: 30)
        speakerButton.frame = CGRect(x: 20, y: 170, width: 330, height: 44)
        speakerButton.addAction(UIAction { [weak self] _ in
            self?.router?.routeToSpeakerBio()
        }, for: .touchUpInside)
        view.addSubview(subtitleLabel)
        view.addSubview(speakerButton)
        interactor?.loadSession()
    }

    func displaySession(title: String, subtitle: String, speakerButtonTitle: String) {
        self.title = title
        subtitleLabel.text = subtitle
        speakerButton.setTitle(speakerButtonTitle, for: .normal)
    }
}
