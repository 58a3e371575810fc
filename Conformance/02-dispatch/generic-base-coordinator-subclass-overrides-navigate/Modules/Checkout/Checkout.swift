import UIKit

final class CheckoutViewController: UIViewController {

    var presenter: CheckoutPresenter!
    private let payButton = UIButton(configuration: .borderedProminent())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemBackground
        payButton.setTitle(presenter.payTitle, for: .normal)
        payButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapPay() }, for: .touchUpInside)
        payButton.sizeToFit()
        payButton.center = view.center
        view.addSubview(payButton)
    }

    func setPaying(_ paying: Bool) {
        payButton.isEnabled = !paying
        payButton.configuration?.showsActivityIndicator = paying
    }
}

final class CheckoutPresenter {

    weak var view: CheckoutViewController?
    private let pass: Pass
    private let festival: FestivalService
    private weak var coordinator: Coordinator<TicketsRoute>?

    init(pass: Pass, festival: FestivalService, coordinator: Coordinator<TicketsRoute>) {
        self.pass = pass
        self.festival = festival
        self.coordinator = coordinator
    }

    var payTitle: String { "Pay €\(pass.priceEuros) for \(pass.name)" }

    func didTapPay() {
        view?.setPaying(true)
        festival.buy(pass) { [weak self] paid in
            self?.view?.setPaying(false)
            guard paid else { return }
            self?.coordinator?.navigate(to: .close)
        }
    }
}

enum CheckoutBuilder {

    static func build(pass: Pass, festival: FestivalService, coordinator: Coordinator<TicketsRoute>) -> UIViewController {
        let view = CheckoutViewController()
        let presenter = CheckoutPresenter(pass: pass, festival: festival, coordinator: coordinator)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
