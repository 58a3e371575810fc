import UIKit

final class JournalViewController: UITableViewController {
    var presenter: JournalPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EntryCell")
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain,
                                                           target: self, action: #selector(settingsTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: #selector(addTapped))
    }

    func reload() {
        tableView.reloadData()
    }

    @objc private func settingsTapped() {
        presenter.didTapSettings()
    }

    @objc private func addTapped() {
        presenter.didPickMood(.okay)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
