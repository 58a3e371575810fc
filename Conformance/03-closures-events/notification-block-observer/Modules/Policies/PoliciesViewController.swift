import UIKit

protocol PoliciesViewInput: AnyObject {
    func show(_ policies: [Policy])
}

final class PoliciesViewController: UITableViewController, PoliciesViewInput {

    var presenter: PoliciesViewOutput!
    private var policies: [Policy] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My policies"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PolicyCell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ policies: [Policy]) {
        self.policies = policies
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        policies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PolicyCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = policies[indexPath.row].product
        content.secondaryText = policies[indexPath.row].number
        cell.contentConfiguration = content
        return cell
    }
}
