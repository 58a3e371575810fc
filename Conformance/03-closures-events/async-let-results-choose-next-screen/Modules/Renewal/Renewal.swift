import UIKit

final class RenewalViewController: UIViewController {

    var presenter: RenewalPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 200))
        label.numberOfLines = 0
        label.text = presenter.message
        view.addSubview(label)
    }
}

final class RenewalPresenter {

    private let pass: Pass
    private let interactor: RenewalInteractor

    init(pass: Pass, interactor: RenewalInteractor) {
        self.pass = pass
        self.interactor = interactor
    }

    var message: String {
        "\(pass.holder), your pass has expired. Renew for \(interactor.monthlyPrice) a month."
    }
}

final class RenewalInteractor {

    let monthlyPrice = "€49"
}

enum RenewalModule {

    static func make(pass: Pass) -> UIViewController {
        let view = RenewalViewController()
        view.presenter = RenewalPresenter(pass: pass, interactor: RenewalInteractor())
        return view
    }
}
