import UIKit

final class WalkthroughViewController: UIViewController {

    var presenter: WalkthroughPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let tip = UILabel(frame: view.bounds.insetBy(dx: 32, dy: 120))
        tip.numberOfLines = 0
        tip.textColor = .white
        tip.text = presenter.tip
        view.addSubview(tip)
        let gotIt = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Got it") { [weak self] _ in
            self?.presenter.didTapGotIt()
        })
        gotIt.frame = CGRect(x: 32, y: view.bounds.maxY - 140, width: 140, height: 44)
        view.addSubview(gotIt)
    }
}

final class WalkthroughPresenter {

    private let topic: WalkthroughTopic
    private let router: WalkthroughRouter

    init(topic: WalkthroughTopic, router: WalkthroughRouter) {
        self.topic = topic
        self.router = router
    }

    var tip: String {
        switch topic {
        case .rooms: return "Rooms refresh every time you come back. Tap one to book it."
        case .booking: return "Pick how many hours you want, then tap Book. Songs are on us."
        }
    }

    func didTapGotIt() {
        router.close()
    }
}

final class WalkthroughRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum WalkthroughAssembly {

    static func assemble(topic: WalkthroughTopic) -> UIViewController {
        let view = WalkthroughViewController()
        let router = WalkthroughRouter()
        view.presenter = WalkthroughPresenter(topic: topic, router: router)
        router.viewController = view
        return view
    }
}
