import UIKit

protocol ItineraryViewInput: AnyObject {
    func display(title: String, stops: [String])
}

final class ItineraryViewController: UITableViewController, ItineraryViewInput {
    var presenter: ItineraryViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StopCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "suitcase"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(packingTapped))
        presenter.viewDidLoad()
    }

    func display(title: String, stops: [String]) {
        self.title = title
        rows = stops
        tableView.reloadData()
    }

    @objc private func packingTapped() {
        presenter.didTapPacking()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StopCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStop(at: indexPath.row)
    }
}
