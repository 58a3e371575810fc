import UIKit

// MARK: - View

protocol ChoreHistoryViewInput: AnyObject {
    func show(dates: [String])
}

final class ChoreHistoryViewController: UITableViewController, ChoreHistoryViewInput {
    var presenter: ChoreHistoryPresenter!
    private var dates: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        presenter.viewDidLoad()
    }

    func show(dates: [String]) {
        self.dates = dates
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dates.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = dates[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ChoreHistoryPresenter {
    weak var view: ChoreHistoryViewInput?
    private let choreID: UUID

    init(choreID: UUID) {
        self.choreID = choreID
    }

    func viewDidLoad() {
        let dates = ChoreStore.shared.chore(choreID)?.doneDates ?? []
        view?.show(dates: dates.reversed().map {
            DateFormatter.localizedString(from: $0, dateStyle: .full, timeStyle: .short)
        })
    }
}

// MARK: - Builder

enum ChoreHistoryBuilder {
    static func build(choreID: UUID) -> UIViewController {
        let view = ChoreHistoryViewController()
        let presenter = ChoreHistoryPresenter(choreID: choreID)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
