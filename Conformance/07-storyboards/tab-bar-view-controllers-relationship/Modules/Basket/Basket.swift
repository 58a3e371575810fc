import UIKit

enum BasketConfigurator {
    static func configure(_ viewController: BasketViewController) {
        let interactor = BasketInteractor(store: .shared)
        viewController.presenter = BasketPresenter(view: viewController, interactor: interactor)
    }
}

protocol BasketView: AnyObject {
    func show(lines: [String], total: String)
}

final class BasketViewController: UITableViewController, BasketView {
    var presenter: BasketPresenter!
    private var lines: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        BasketConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(lines: [String], total: String) {
        self.lines = lines
        navigationItem.title = total
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class BasketPresenter {
    private weak var view: BasketView?
    private let interactor: BasketInteractor

    init(view: BasketView, interactor: BasketInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewWillAppear() {
        let lines = interactor.lines()
        let total = lines.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) }
        view?.show(lines: lines.map { "\($0.quantity) × \($0.item)" }, total: total.formatted(.currency(code: "USD")))
    }
}

final class BasketInteractor {
    private let store: MarketStore

    init(store: MarketStore) {
        self.store = store
    }

    func lines() -> [BasketLine] {
        store.basket
    }
}
