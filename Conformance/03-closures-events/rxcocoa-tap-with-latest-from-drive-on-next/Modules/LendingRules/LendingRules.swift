import UIKit

final class LendingRulesViewController: UITableViewController {

    var presenter: LendingRulesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "How lending works"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Rule")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rules.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Rule", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = presenter.rules[indexPath.row]
        return cell
    }
}

final class LendingRulesPresenter {

    let rules = [
        "Borrow up to two tools at a time.",
        "Bring tools back clean within three days.",
        "Your deposit is refunded when the tool is checked in."
    ]
}

enum LendingRulesBuilder {

    static func build() -> UIViewController {
        let view = LendingRulesViewController(style: .insetGrouped)
        view.presenter = LendingRulesPresenter()
        return view
    }
}
