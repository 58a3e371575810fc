import UIKit

protocol SessionsDisplayLogic: AnyObject {
    func displaySessions(_ rows: [String])
}

final class SessionsViewController: UITableViewController, SessionsDisplayLogic {

    var interactor: SessionsBusinessLogic?
    var router: (NSObjectProtocol & SessionsRoutingLogic)?
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
        let interactor = SessionsInteractor()
        let presenter = SessionsPresenter()
        let router = SessionsRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Day 1"
        interactor?.loadSessions()
    }

    func displaySessions(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        interactor?.selectSession(at: indexPath.row)
        router?.routeToSessionDetail()
    }
}
