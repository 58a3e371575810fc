import UIKit

protocol RefillViewInput: AnyObject {
    func display(title: String)
}

protocol RefillViewOutput: AnyObject {
    func viewDidLoad()
}

final class RefillViewController: UIViewController, RefillViewInput {
    var output: RefillViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class RefillPresenter: RefillViewOutput {
    weak var view: RefillViewInput?
    private let interactor = RefillInteractor()
    private let prescriptionID: String

    init(prescriptionID: String) {
        self.prescriptionID = prescriptionID
    }

    func viewDidLoad() {
        view?.display(title: "Refill \(prescriptionID)")
        interactor.load { _ in }
    }
}

final class RefillInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum RefillBuilder {
    static func build(prescriptionID: String) -> UIViewController {
        let view = RefillViewController()
        let presenter = RefillPresenter(prescriptionID: prescriptionID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
