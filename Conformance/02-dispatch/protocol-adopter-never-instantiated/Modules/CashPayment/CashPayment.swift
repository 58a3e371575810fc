import UIKit

protocol CashPaymentViewInput: AnyObject {
    func display(title: String)
}

protocol CashPaymentViewOutput: AnyObject {
    func viewDidLoad()
}

final class CashPaymentViewController: UIViewController, CashPaymentViewInput {
    var output: CashPaymentViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class CashPaymentPresenter: CashPaymentViewOutput {
    weak var view: CashPaymentViewInput?
    private let interactor = CashPaymentInteractor()
    private let orderID: String

    init(orderID: String) {
        self.orderID = orderID
    }

    func viewDidLoad() {
        view?.display(title: "Pay cash on delivery")
        interactor.load { _ in }
    }
}

final class CashPaymentInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

struct CashPaymentBuilder: PaymentModuleBuilding {
    func build(orderID: String) -> UIViewController {
        let view = CashPaymentViewController()
        let presenter = CashPaymentPresenter(orderID: orderID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
