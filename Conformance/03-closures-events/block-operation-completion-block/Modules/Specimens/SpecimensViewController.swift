import UIKit

protocol SpecimensViewInput: AnyObject {
    func display(rows: [String])
    func showMissingFileHint()
}

final class SpecimensViewController: UITableViewController, SpecimensViewInput {

    var presenter: SpecimensViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Herbarium"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SpecimenCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Import",
            style: .plain,
            target: self,
            action: #selector(importTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func importTapped() {
        presenter.didTapImport()
    }

    func display(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    func showMissingFileHint() {
        navigationItem.prompt = "Copy field-notes.csv into the app's Documents folder first"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SpecimenCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
