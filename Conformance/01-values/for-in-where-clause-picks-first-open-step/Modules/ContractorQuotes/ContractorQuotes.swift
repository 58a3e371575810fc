import UIKit

final class ContractorQuotesViewController: UITableViewController {
    var presenter: ContractorQuotesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Builder quotes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Quote")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.quotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Quote", for: indexPath)
        let quote = presenter.quotes[indexPath.row]
        cell.textLabel?.text = "\(quote.firm): £\(quote.amount)"
        cell.textLabel?.textColor = quote.amount > presenter.budget ? .systemRed : .label
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didAcceptQuote(at: indexPath.row)
    }
}

final class ContractorQuotesPresenter {
    let budget: Int
    let quotes: [(firm: String, amount: Int)] = [("Hartley & Sons", 36_500), ("Brickwise Ltd", 41_200)]
    private let projectID: UUID

    init(projectID: UUID, budget: Int) {
        self.projectID = projectID
        self.budget = budget
    }

    func didAcceptQuote(at index: Int) {
        guard quotes[index].amount <= budget else { return }
        PlanStore.shared.markDone(.quotes)
    }
}

final class ContractorQuotesWireframe {
    static func createModule(projectID: UUID, budget: Int) -> UIViewController {
        let view = ContractorQuotesViewController()
        view.presenter = ContractorQuotesPresenter(projectID: projectID, budget: budget)
        return view
    }
}
