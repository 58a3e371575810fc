import UIKit

protocol PetsDisplayLogic: AnyObject {
    func displayPets(rows: [String])
}

final class PetsViewController: UITableViewController, PetsDisplayLogic {
    var interactor: PetsBusinessLogic?
    var router: (PetsRoutingLogic & PetsDataPassing)?
    private var rows: [String] = []

    override init(style: UITableView.Style) {
        super.init(style: style)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = PetsInteractor()
        let presenter = PetsPresenter()
        let router = PetsRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Our pets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pet")
        interactor?.loadPets()
    }

    func displayPets(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pet", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        interactor?.selectPet(at: indexPath.row)
        router?.routeToVaccinations()
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let book = UIContextualAction(style: .normal, title: "Book visit") { [weak self] _, _, done in
            self?.interactor?.selectPet(at: indexPath.row)
            self?.router?.routeToBookVisit()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [book])
    }
}
