import UIKit

// MARK: - View

final class LiftPassViewController: UIViewController {

    var presenter: LiftPassPresenter!
    let optionsContainer = UIView()
    private let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headerLabel.font = .preferredFont(forTextStyle: .title1)
        headerLabel.text = presenter.header
        headerLabel.frame = CGRect(x: 20, y: 24, width: 330, height: 44)
        optionsContainer.frame = CGRect(x: 0, y: 84, width: view.bounds.width, height: view.bounds.height - 84)
        optionsContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(headerLabel)
        view.addSubview(optionsContainer)
        presenter.viewDidLoad()
    }
}

// MARK: - Presenter

final class LiftPassPresenter {

    var router: LiftPassRouter!
    private let resort: Resort

    init(resort: Resort) {
        self.resort = resort
    }

    var header: String { "\(resort.name) lift pass" }

    func viewDidLoad() {
        router.embedPassOptions(for: resort)
    }
}

// MARK: - Router

final class LiftPassRouter {

    weak var viewController: LiftPassViewController?

    func embedPassOptions(for resort: Resort) {
        guard let host = viewController else { return }
        let options = PassOptionsModuleFactory.make(resort: resort)
        host.addChild(options)
        options.view.frame = host.optionsContainer.bounds
        options.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.optionsContainer.addSubview(options.view)
        options.didMove(toParent: host)
    }
}

// MARK: - Factory

enum LiftPassModuleFactory {

    static func make(resort: Resort) -> UIViewController {
        let view = LiftPassViewController()
        let presenter = LiftPassPresenter(resort: resort)
        let router = LiftPassRouter()
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
