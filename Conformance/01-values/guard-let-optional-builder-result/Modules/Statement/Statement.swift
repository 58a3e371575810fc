import UIKit

protocol StatementViewInput: AnyObject {
    func display(title: String)
}

protocol StatementViewOutput: AnyObject {
    func viewDidLoad()
}

final class StatementViewController: UIViewController, StatementViewInput {
    var output: StatementViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class StatementPresenter: StatementViewOutput {
    weak var view: StatementViewInput?
    private let month: String

    init(month: String) {
        self.month = month
    }

    func viewDidLoad() {
        view?.display(title: "Statement \(month)")
    }
}

enum StatementBuilder {
    static func build(for account: Account) -> UIViewController? {
        guard let month = account.lastStatementMonth else {
            return nil
        }
        let view = StatementViewController()
        let presenter = StatementPresenter(month: month)
        view.output = presenter
        presenter.view = view
        return view
    }
}
