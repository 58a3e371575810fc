import UIKit

// MARK: - View

protocol FaresViewInput: AnyObject {
    func show(fares: [(String, String)])
}

final class FaresViewController: UITableViewController, FaresViewInput {
    var presenter: FaresPresenter!
    private var fares: [(String, String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fares"
        presenter.viewDidLoad()
    }

    func show(fares: [(String, String)]) {
        self.fares = fares
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fares.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = fares[indexPath.row].0
        cell.detailTextLabel?.text = fares[indexPath.row].1
        return cell
    }
}

// MARK: - Presenter

final class FaresPresenter {
    weak var view: FaresViewInput?

    func viewDidLoad() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "GBP"
        let price: (Double) -> String = { formatter.string(from: NSNumber(value: $0)) ?? "—" }
        view?.show(fares: [
            ("Foot passenger", price(4.60)),
            ("Bicycle", price(1.20)),
            ("Car up to 5 m", price(21.50))
        ])
    }
}

// MARK: - Builder

enum FaresBuilder {
    static func build() -> UIViewController {
        let view = FaresViewController(style: .insetGrouped)
        let presenter = FaresPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
