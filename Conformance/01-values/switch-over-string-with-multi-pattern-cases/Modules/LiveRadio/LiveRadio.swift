import UIKit

final class LiveRadioViewController: UIViewController {

    var presenter: LiveRadioPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let closeButton = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapClose()
        })
        closeButton.frame = CGRect(x: 20, y: 60, width: 44, height: 44)
        view.addSubview(closeButton)
    }
}

final class LiveRadioPresenter {

    private let stationID: String
    private let router: LiveRadioRouter

    init(stationID: String, router: LiveRadioRouter) {
        self.stationID = stationID
        self.router = router
    }

    func didTapClose() {
        print("LiveRadio: stop streaming \(stationID)")
        router.close()
    }
}

final class LiveRadioRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum LiveRadioBuilder {

    static func build(stationID: String) -> UIViewController {
        let view = LiveRadioViewController()
        let router = LiveRadioRouter()
        view.presenter = LiveRadioPresenter(stationID: stationID, router: router)
        router.viewController = view
        return view
    }
}
