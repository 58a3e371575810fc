import UIKit

protocol CellarViewInput: AnyObject {
    func show(_ wines: [Wine])
}

final class CellarViewController: UITableViewController, CellarViewInput {

    var presenter: CellarViewOutput!
    private var wines: [Wine] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cellar"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "WineCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "questionmark.circle"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(helpTapped))
        presenter.viewDidLoad()
    }

    func show(_ wines: [Wine]) {
        self.wines = wines
        tableView.reloadData()
    }

    @objc private func helpTapped() {
        presenter.didTapHelp()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        wines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "WineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = wines[indexPath.row].name
        content.secondaryText = "\(wines[indexPath.row].vintage) · \(wines[indexPath.row].bottles) bottles"
        content.image = UIImage(systemName: "photo")
        cell.contentConfiguration = content
        cell.accessoryType = .detailButton
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectWine(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        presenter.didTapLabelPhoto(at: indexPath.row)
    }
}
