import UIKit

final class StoragePlansViewController: UITableViewController {

    var presenter: StoragePlansPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More storage"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Not now", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapNotNow()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plan")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.plans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plan", for: indexPath)
        cell.textLabel?.text = presenter.plans[indexPath.row]
        return cell
    }
}

final class StoragePlansPresenter {

    let plans = ["200 GB · €2.99 / month", "2 TB · €9.99 / month"]
    private let onClose: () -> Void

    init(onClose: @escaping () -> Void) {
        self.onClose = onClose
    }

    func didTapNotNow() {
        onClose()
    }
}

enum StoragePlansBuilder {

    static func build(onClose: @escaping () -> Void) -> UIViewController {
        let view = StoragePlansViewController(style: .insetGrouped)
        view.presenter = StoragePlansPresenter(onClose: onClose)
        return UINavigationController(rootViewController: view)
    }
}
