import UIKit

final class SowingCalendarViewController: UITableViewController {

    var presenter: SowingCalendarPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Seed")
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        presenter.header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.seeds.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Seed", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.seeds[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class SowingCalendarPresenter {

    private let month: Int
    private let interactor: SowingCalendarInteractor

    init(month: Int, interactor: SowingCalendarInteractor) {
        self.month = month
        self.interactor = interactor
    }

    var header: String {
        "Sow in \(DateFormatter().monthSymbols[month - 1])"
    }

    var seeds: [String] {
        interactor.seeds(for: month)
    }
}

final class SowingCalendarInteractor {

    private let table: [Int: [String]] = [
        3: ["Broad beans", "Peas", "Radish"],
        4: ["Carrots", "Beetroot", "Chard"],
        9: ["Garlic", "Winter lettuce"]
    ]

    func seeds(for month: Int) -> [String] {
        table[month] ?? ["Nothing to sow – plan next season"]
    }
}

enum SowingCalendarAssembly {

    static func assemble(month: Int) -> UIViewController {
        let view = SowingCalendarViewController(style: .insetGrouped)
        view.presenter = SowingCalendarPresenter(month: month, interactor: SowingCalendarInteractor())
        return view
    }
}
