import UIKit

protocol UpgradeOfferViewInput: AnyObject {
    func display(title: String)
}

protocol UpgradeOfferViewOutput: AnyObject {
    func viewDidLoad()
}

final class UpgradeOfferViewController: UIViewController, UpgradeOfferViewInput {
    var output: UpgradeOfferViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class UpgradeOfferPresenter: UpgradeOfferViewOutput {
    weak var view: UpgradeOfferViewInput?
    private let reservationCode: String

    init(reservationCode: String) {
        self.reservationCode = reservationCode
    }

    func viewDidLoad() {
        view?.display(title: "Upgrade your stay")
    }
}

enum UpgradeOfferBuilder {
    static func build(reservationCode: String) -> UIViewController {
        let view = UpgradeOfferViewController()
        let presenter = UpgradeOfferPresenter(reservationCode: reservationCode)
        view.output = presenter
        presenter.view = view
        return view
    }
}
