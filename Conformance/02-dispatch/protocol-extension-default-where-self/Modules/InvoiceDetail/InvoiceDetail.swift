import UIKit

protocol InvoiceDetailViewInput: AnyObject {
    func display(title: String)
}

protocol InvoiceDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class InvoiceDetailViewController: UIViewController, InvoiceDetailViewInput {
    var output: InvoiceDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class InvoiceDetailPresenter: InvoiceDetailViewOutput {
    weak var view: InvoiceDetailViewInput?
    private let interactor = InvoiceDetailInteractor()
    private let number: String

    init(number: String) {
        self.number = number
    }

    func viewDidLoad() {
        view?.display(title: number)
        interactor.load { _ in }
    }
}

final class InvoiceDetailInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum InvoiceDetailBuilder {
    static func build(number: String) -> UIViewController {
        let view = InvoiceDetailViewController()
        let presenter = InvoiceDetailPresenter(number: number)
        view.output = presenter
        presenter.view = view
        return view
    }
}
