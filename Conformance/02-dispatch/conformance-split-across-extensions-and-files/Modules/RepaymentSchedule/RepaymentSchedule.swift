import UIKit

protocol RepaymentScheduleViewInput: AnyObject {
    func display(title: String)
}

protocol RepaymentScheduleViewOutput: AnyObject {
    func viewDidLoad()
}

final class RepaymentScheduleViewController: UIViewController, RepaymentScheduleViewInput {
    var output: RepaymentScheduleViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class RepaymentSchedulePresenter: RepaymentScheduleViewOutput {
    weak var view: RepaymentScheduleViewInput?
    private let interactor = RepaymentScheduleInteractor()
    private let loanID: String

    init(loanID: String) {
        self.loanID = loanID
    }

    func viewDidLoad() {
        view?.display(title: "Repayment schedule")
        interactor.load { _ in }
    }
}

final class RepaymentScheduleInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum RepaymentScheduleBuilder {
    static func build(loanID: String) -> UIViewController {
        let view = RepaymentScheduleViewController()
        let presenter = RepaymentSchedulePresenter(loanID: loanID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
