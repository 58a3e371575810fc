import UIKit

struct Prescription {
    let id: String
    let medicine: String
    let refillsLeft: Int
}

// MARK: - View

protocol PrescriptionsViewInput: AnyObject {
    func show(_ prescriptions: [Prescription])
}

final class PrescriptionsViewController: UITableViewController, PrescriptionsViewInput {
    var presenter: PrescriptionsPresenter!
    private var prescriptions: [Prescription] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Prescriptions"
        presenter.viewDidLoad()
    }

    func show(_ prescriptions: [Prescription]) {
        self.prescriptions = prescriptions
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        prescriptions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = prescriptions[indexPath.row].medicine
        cell.detailTextLabel?.text = "\(prescriptions[indexPath.row].refillsLeft) refills left"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(prescriptions[indexPath.row])
    }
}

// MARK: - Presenter

final class PrescriptionsPresenter {
    weak var view: PrescriptionsViewInput?
    var interactor: PrescriptionsInteractor!
    var router: PrescriptionsRouter!

    func viewDidLoad() {
        view?.show(interactor.activePrescriptions())
    }

    func didSelect(_ prescription: Prescription) {
        router.openRefill(for: prescription)
    }
}

// MARK: - Interactor

final class PrescriptionsInteractor {
    func activePrescriptions() -> [Prescription] {
        [
            Prescription(id: "RX-2231", medicine: "Amoxicillin 500 mg", refillsLeft: 1),
            Prescription(id: "RX-2290", medicine: "Cetirizine 10 mg", refillsLeft: 4)
        ]
    }
}

// MARK: - Router

final class PrescriptionsRouter {
    weak var viewController: UIViewController?

    func openRefill(for prescription: Prescription) {
        let refill = RefillBuilder.build(prescription: prescription)
        viewController?.navigationController?.pushViewController(refill, animated: true)
    }
}

// MARK: - Builder

enum PrescriptionsBuilder {
    static func build() -> UIViewController {
        let view = PrescriptionsViewController()
        let presenter = PrescriptionsPresenter()
        let router = PrescriptionsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PrescriptionsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
