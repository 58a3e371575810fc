import UIKit

protocol DocksViewInput: AnyObject {
    func show(_ docks: [Dock])
}

final class DocksViewController: UITableViewController, DocksViewInput {

    var presenter: DocksViewOutput!
    private var docks: [Dock] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby docks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DockCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "person.crop.circle"),
            style: .plain,
            target: self,
            action: #selector(membershipTapped)
        )
        presenter.viewDidLoad()
    }

    func show(_ docks: [Dock]) {
        self.docks = docks
        tableView.reloadData()
    }

    @objc private func membershipTapped() {
        presenter.didTapMembership()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        docks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DockCell", for: indexPath)
        let dock = docks[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = dock.name
        content.secondaryText = "\(dock.freeBikes) bikes · \(dock.freeSlots) slots"
        cell.contentConfiguration = content
        return cell
    }
}
