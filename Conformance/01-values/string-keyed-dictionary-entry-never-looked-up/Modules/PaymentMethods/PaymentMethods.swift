import UIKit

protocol PaymentMethodsViewInput: AnyObject {
    func display(title: String)
}

protocol PaymentMethodsViewOutput: AnyObject {
    func viewDidLoad()
}

final class PaymentMethodsViewController: UIViewController, PaymentMethodsViewInput {
    var output: PaymentMethodsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class PaymentMethodsPresenter: PaymentMethodsViewOutput {
    weak var view: PaymentMethodsViewInput?
    private let interactor = PaymentMethodsInteractor()
    func viewDidLoad() {
        view?.display(title: "Payment methods")
        interactor.load { _ in }
    }
}

final class PaymentMethodsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum PaymentMethodsBuilder {
    static func build() -> UIViewController {
        let view = PaymentMethodsViewController()
        let presenter = PaymentMethodsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
