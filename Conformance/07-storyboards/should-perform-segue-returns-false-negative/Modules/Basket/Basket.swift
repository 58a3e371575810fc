import UIKit

// MARK: - View

protocol BasketViewInput: AnyObject {
    func show(lines: [String], total: String)
}

final class BasketViewController: UIViewController, BasketViewInput, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!

    var presenter: BasketPresenter!
    private var lines: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        BasketConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
        presenter.viewDidLoad()
    }

    func show(lines: [String], total: String) {
        self.lines = lines
        navigationItem.prompt = "Total \(total)"
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - Presenter

final class BasketPresenter {
    private weak var view: BasketViewInput?
    private let bakery: Bakery

    init(view: BasketViewInput, bakery: Bakery) {
        self.view = view
        self.bakery = bakery
    }

    func viewDidLoad() {
        let pence = bakery.basket.reduce(0) { $0 + $1.priceInPence }
        view?.show(lines: bakery.basket.map(\.name), total: String(format: "£%.2f", Double(pence) / 100))
    }
}

// MARK: - Configurator

enum BasketConfigurator {
    static func configure(_ viewController: BasketViewController) {
        viewController.presenter = BasketPresenter(view: viewController, bakery: .shared)
    }
}
