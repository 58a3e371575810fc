import UIKit

struct Payee {
    let name: String
    let iban: String
}

// MARK: - View

protocol TransfersViewInput: AnyObject {
    func show(_ payees: [Payee])
}

final class TransfersViewController: UITableViewController, TransfersViewInput {
    var presenter: TransfersPresenter!
    private var payees: [Payee] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Send money"
        presenter.viewDidLoad()
    }

    func show(_ payees: [Payee]) {
        self.payees = payees
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        payees.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = payees[indexPath.row].name
        cell.detailTextLabel?.text = payees[indexPath.row].iban
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(payees[indexPath.row])
    }
}

// MARK: - Presenter

final class TransfersPresenter {
    weak var view: TransfersViewInput?
    var interactor: TransfersInteractor!
    var router: TransfersRouter!

    func viewDidLoad() {
        view?.show(interactor.savedPayees())
    }

    func didSelect(_ payee: Payee) {
        router.openConfirmation(for: payee)
    }
}

// MARK: - Interactor

final class TransfersInteractor {
    func savedPayees() -> [Payee] {
        [
            Payee(name: "Landlord — M. Keller", iban: "DE89 3704 0044 0532 0130 00"),
            Payee(name: "Climbing club", iban: "DE02 1203 0000 0000 2020 51")
        ]
    }
}

// MARK: - Router

final class TransfersRouter {
    weak var viewController: UIViewController?

    func openConfirmation(for payee: Payee) {
        let confirm = TransferConfirmBuilder.build(payee: payee)
        viewController?.navigationController?.pushViewController(confirm, animated: true)
    }
}

// MARK: - Builder

enum TransfersBuilder {
    static func build() -> UIViewController {
        let view = TransfersViewController()
        let presenter = TransfersPresenter()
        let router = TransfersRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = TransfersInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
