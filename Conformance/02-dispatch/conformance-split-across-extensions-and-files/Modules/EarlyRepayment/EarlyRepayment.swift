import UIKit

protocol EarlyRepaymentViewInput: AnyObject {
    func display(title: String)
}

protocol EarlyRepaymentViewOutput: AnyObject {
    func viewDidLoad()
}

final class EarlyRepaymentViewController: UIViewController, EarlyRepaymentViewInput {
    var output: EarlyRepaymentViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class EarlyRepaymentPresenter: EarlyRepaymentViewOutput {
    weak var view: EarlyRepaymentViewInput?
    private let interactor = EarlyRepaymentInteractor()
    private let loanID: String

    init(loanID: String) {
        self.loanID = loanID
    }

    func viewDidLoad() {
        view?.display(title: "Pay off early")
        interactor.load { _ in }
    }
}

final class EarlyRepaymentInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum EarlyRepaymentBuilder {
    static func build(loanID: String) -> UIViewController {
        let view = EarlyRepaymentViewController()
        let presenter = EarlyRepaymentPresenter(loanID: loanID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
