import UIKit

protocol CheckoutViewInput: AnyObject {
    func display(title: String)
}

protocol CheckoutViewOutput: AnyObject {
    func viewDidLoad()
}

final class CheckoutViewController: UIViewController, CheckoutViewInput {
    var output: CheckoutViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class CheckoutPresenter: CheckoutViewOutput {
    weak var view: CheckoutViewInput?
    private let interactor = CheckoutInteractor()
    private let planID: String

    init(planID: String) {
        self.planID = planID
    }

    func viewDidLoad() {
        view?.display(title: "Subscribe")
        interactor.load { _ in }
    }
}

final class CheckoutInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum CheckoutBuilder {
    static func build(planID: String) -> UIViewController {
        let view = CheckoutViewController()
        let presenter = CheckoutPresenter(planID: planID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
