import UIKit

protocol ExhibitionsViewInput: AnyObject {
    func show(exhibitions: [Exhibition])
}

final class ExhibitionsViewController: UITableViewController, ExhibitionsViewInput {
    var presenter: ExhibitionsViewOutput!
    private var exhibitions: [Exhibition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "On view"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Exhibition")
        presenter.viewDidLoad()
    }

    func show(exhibitions: [Exhibition]) {
        self.exhibitions = exhibitions
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        exhibitions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Exhibition", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = exhibitions[indexPath.row].title
        content.secondaryText = exhibitions[indexPath.row].gallery
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectExhibition(at: indexPath.row)
    }
}
