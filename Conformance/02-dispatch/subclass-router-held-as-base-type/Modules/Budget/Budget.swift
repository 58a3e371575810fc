import UIKit

struct MonthSummary {
    let month: String
    let spent: Decimal
    let limit: Decimal
}

protocol BudgetViewInput: AnyObject {
    func show(_ months: [MonthSummary])
}

final class BudgetViewController: UITableViewController, BudgetViewInput {
    var presenter: BudgetPresenter!
    private var months: [MonthSummary] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Budget"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Month")
        presenter.viewDidLoad()
    }

    func show(_ months: [MonthSummary]) {
        self.months = months
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        months.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Month", for: indexPath)
        let month = months[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = month.month
        content.secondaryText = "\(month.spent) of \(month.limit)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectMonth(at: indexPath.row)
    }
}

final class BudgetPresenter {
    weak var view: BudgetViewInput?
    private let interactor: BudgetInteractor
    private let router: NavigationRouter
    private var months: [MonthSummary] = []

    init(interactor: BudgetInteractor, router: NavigationRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        months = interactor.lastMonths(3)
        view?.show(months)
    }

    func didSelectMonth(at index: Int) {
        router.open(ReceiptsBuilder.build(month: months[index].month))
    }
}

final class BudgetInteractor {
    func lastMonths(_ count: Int) -> [MonthSummary] {
        let all = [
            MonthSummary(month: "2024-03", spent: 1_840, limit: 2_000),
            MonthSummary(month: "2024-04", spent: 2_115, limit: 2_000),
            MonthSummary(month: "2024-05", spent: 1_402, limit: 2_000)
        ]
        return Array(all.suffix(count).reversed())
    }
}

enum BudgetBuilder {
    static func build() -> UIViewController {
        let view = BudgetViewController()
        let router = NavigationRouter()
        let presenter = BudgetPresenter(interactor: BudgetInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
