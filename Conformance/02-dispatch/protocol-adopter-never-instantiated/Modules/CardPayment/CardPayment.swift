import UIKit

protocol CardPaymentViewInput: AnyObject {
    func display(title: String)
}

protocol CardPaymentViewOutput: AnyObject {
    func viewDidLoad()
}

final class CardPaymentViewController: UIViewController, CardPaymentViewInput {
    var output: CardPaymentViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class CardPaymentPresenter: CardPaymentViewOutput {
    weak var view: CardPaymentViewInput?
    private let interactor = CardPaymentInteractor()
    private let orderID: String

    init(orderID: String) {
        self.orderID = orderID
    }

    func viewDidLoad() {
        view?.display(title: "Pay by card")
        interactor.load { _ in }
    }
}

final class CardPaymentInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

struct CardPaymentBuilder: PaymentModuleBuilding {
    func build(orderID: String) -> UIViewController {
        let view = CardPaymentViewController()
        let presenter = CardPaymentPresenter(orderID: orderID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
